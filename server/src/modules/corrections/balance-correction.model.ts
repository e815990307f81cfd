import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import type { ColumnEnum, TableRow } from '../../database/sql';
import { PageInfo } from '../transactions/transaction.model';

/** The user accounts a correction may change: the other two are reconciled with investments and pending withdrawals. */
export enum CorrectionAccount {
  MAIN = 'main',
  PROFIT = 'profit',
}
registerEnumType(CorrectionAccount, { name: 'CorrectionAccount', description: 'MAIN (deposits, returned capital) or PROFIT (profit, bonuses).' });

export enum BalanceCorrectionStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(BalanceCorrectionStatus, {
  name: 'BalanceCorrectionStatus',
  description: 'PENDING moves nothing; APPROVED was posted to the ledger; REJECTED never moves anything.',
});

type CorrectionTableRow = TableRow<'balance_corrections'>;

/** A `balance_corrections` row as the store answers it (ids and amounts as text), its CHECK lists as the API's enums. */
export type BalanceCorrectionRow = Omit<CorrectionTableRow, 'account_kind' | 'status'> & {
  account_kind: ColumnEnum<CorrectionAccount, CorrectionTableRow['account_kind']>;
  status: ColumnEnum<BalanceCorrectionStatus, CorrectionTableRow['status']>;
};

@ObjectType('BalanceCorrection', { description: "An admin's correction of one user account; a second admin approves it before the ledger moves." })
export class BalanceCorrectionModel {
  @Field(() => ID) id: string;
  @Field(() => ID, { description: 'The user whose account is corrected.' }) userId: string;
  @Field(() => String, { nullable: true, description: "The user's email (null if the user is gone)." }) userEmail: string | null;
  @Field(() => CorrectionAccount) account: CorrectionAccount;
  @Field(() => MoneyScalar, { description: 'Signed: positive credits the account, negative debits it.' }) amount: string;
  @Field() reason: string;
  @Field(() => BalanceCorrectionStatus) status: BalanceCorrectionStatus;
  @Field(() => ID) requestedBy: string;
  @Field(() => String, { nullable: true }) requestedByEmail: string | null;
  @Field(() => GraphQLISODateTime) requestedAt: Date;
  @Field(() => ID, { nullable: true, description: 'The admin who approved or rejected it.' }) decidedBy: string | null;
  @Field(() => String, { nullable: true }) decidedByEmail: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) decidedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was rejected (REJECTED only).' }) rejectionReason: string | null;
  @Field(() => ID, { nullable: true, description: 'The ledger entry that posted it (APPROVED only).' }) ledgerEntryId: string | null;
}

@ObjectType('BalanceCorrectionConnection')
export class BalanceCorrectionConnection {
  @Field(() => [BalanceCorrectionModel]) nodes: BalanceCorrectionModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

export function toBalanceCorrection(row: BalanceCorrectionRow, emails: Map<string, string>): BalanceCorrectionModel {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: emails.get(row.user_id) ?? null,
    account: row.account_kind,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    requestedByEmail: emails.get(row.requested_by) ?? null,
    requestedAt: row.requested_at,
    decidedBy: row.decided_by,
    decidedByEmail: row.decided_by ? (emails.get(row.decided_by) ?? null) : null,
    decidedAt: row.decided_at,
    rejectionReason: row.rejection_reason,
    ledgerEntryId: row.entry_id,
  };
}
