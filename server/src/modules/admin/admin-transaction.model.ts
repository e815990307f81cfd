import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo, TransactionModel, toTransactionModel } from '../transactions/transaction.model';
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
}

@ObjectType()
export class AdminTransactionConnection {
  @Field(() => [AdminTransactionModel]) nodes: AdminTransactionModel[];
  @Field(() => Int) totalCount: number;
  @Field(() => PageInfo) pageInfo: PageInfo;
}

export function toAdminTransaction(row: AdminTransactionRow): AdminTransactionModel {
  return {
    ...toTransactionModel(row),
    screenshotUrl: row.screenshot ? `/api/uploads/screenshots/${row.screenshot}` : null,
    user: { id: row.user_id, email: row.user_email, username: row.user_username, fullname: row.user_fullname, regId: row.user_reg_id },
  };
}
