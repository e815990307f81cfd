import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo, TransactionModel, toTransactionModel } from '../transactions/transaction.model';
import { approvalCount } from '../transactions/approvals';
import type { AdminTransactionRow } from '../transactions/transactions.service';

@ObjectType()
export class AdminUserSummary {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field() username: string;
  @Field() fullname: string;
  @Field() regId: string;
}

/** What users see of a transaction, plus what only admins may see. */
@ObjectType('AdminTransaction')
export class AdminTransactionModel extends TransactionModel {
  @Field(() => String, { nullable: true, description: 'URL of the payment screenshot (admins only).' }) screenshotUrl: string | null;
  @Field(() => AdminUserSummary) user: AdminUserSummary;
  @Field(() => Int, { description: 'Admin approvals given: a large withdrawal with its first approval shows 1 (of approvalsRequired 2).' }) approvals: number;
  @Field(() => Int, { description: 'Approvals it needs: 2 for a withdrawal at or above DUAL_APPROVAL_USD (two different admins), else 1.' })
  approvalsRequired: number;
  @Field(() => ID, { nullable: true, description: 'The admin who gave the first of two approvals (that admin cannot give the second).' })
  firstApproverId: string | null;
}

@ObjectType()
export class AdminTransactionConnection {
  @Field(() => [AdminTransactionModel]) nodes: AdminTransactionModel[];
  @Field(() => Int) totalCount: number;
  @Field(() => PageInfo) pageInfo: PageInfo;
}

/** The admin's view of a request; `dualApprovalUsd` (DUAL_APPROVAL_USD) decides how many approvals a pending withdrawal needs. */
export function toAdminTransaction(row: AdminTransactionRow, dualApprovalUsd: string): AdminTransactionModel {
  const count = approvalCount(row, dualApprovalUsd);
  return {
    ...toTransactionModel(row),
    approvals: count.approvals,
    approvalsRequired: count.required,
    firstApproverId: row.first_approved_by,
    screenshotUrl: row.screenshot ? `/api/uploads/screenshots/${row.screenshot}` : null,
    user: { id: row.user_id, email: row.user_email, username: row.user_username, fullname: row.user_fullname, regId: row.user_reg_id },
  };
}
