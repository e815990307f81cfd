import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { toMoney } from '../../common/money';
import { PageInfo, TransactionKind, TransactionStatus } from '../transactions/transaction.model';
import type { AdminTransactionRow } from '../transactions/transactions.service';

@ObjectType()
export class AdminUserSummary {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field() username: string;
  @Field() fullname: string;
  @Field() regId: string;
}

@ObjectType('AdminTransaction')
export class AdminTransactionModel {
  @Field(() => ID) id: string;
  @Field(() => TransactionKind) kind: TransactionKind;
  @Field() title: string;
  @Field(() => MoneyScalar) amount: string;
  @Field(() => TransactionStatus) status: TransactionStatus;
  @Field(() => GraphQLISODateTime) date: Date;
  @Field(() => String, { nullable: true }) walletName: string | null;
  @Field(() => String, { nullable: true }) walletAddress: string | null;
  @Field(() => String, { nullable: true }) network: string | null;
  @Field(() => String, { nullable: true }) txnId: string | null;
  @Field(() => String, { nullable: true }) referenceId: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) payoutTxHash: string | null;
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
    id: row.id,
    kind: row.kind,
    title: row.title,
    amount: toMoney(row.amount),
    status: row.status as TransactionStatus,
    date: row.created_at,
    walletName: row.wallet_name,
    walletAddress: row.wallet_address,
    network: row.network,
    txnId: row.txn_id,
    referenceId: row.reference_id,
    reason: row.reason,
    payoutTxHash: row.payout_tx_hash,
    screenshotUrl: row.screenshot ? `/api/uploads/screenshots/${row.screenshot}` : null,
    user: { id: row.user_id, email: row.user_email, username: row.user_username, fullname: row.user_fullname, regId: row.user_reg_id },
  };
}
