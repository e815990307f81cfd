import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { toMoney } from '../../common/money';
import type { ColumnEnum, TableRow } from '../../database/sql';
import type { TransactionRecord } from './dto/transaction.responses';

export enum TransactionKind {
  DEPOSIT = 'deposit',
  WITHDRAWAL = 'withdrawal',
  INVESTMENT = 'investment',
  PROFIT = 'profit',
  CAPITAL_RETURN = 'capital_return',
  REFERRAL_BONUS = 'referral_bonus',
}
registerEnumType(TransactionKind, { name: 'TransactionKind' });

export enum TransactionStatus {
  PENDING = 'pending',
  ACTIVE = 'active',
  COMPLETED = 'completed',
  REJECTED = 'rejected',
  CANCELLED = 'cancelled',
}
registerEnumType(TransactionStatus, { name: 'TransactionStatus' });

export enum TransactionFilter {
  ALL = 'ALL',
  DEPOSIT = 'DEPOSIT',
  WITHDRAWAL = 'WITHDRAWAL',
  INVESTMENT = 'INVESTMENT',
}
registerEnumType(TransactionFilter, { name: 'TransactionFilter' });

/**
 * A row of the transactions table as `SELECT *` (or `RETURNING *`) answers it, as the migrations
 * made it (src/database/schema-types.ts): its status is the table's CHECK list (drafts included),
 * its kind the API's enum, which the compiler holds to the table's list. first_approved_by/_at:
 * the first of two admins approving a large withdrawal (null until then, and for everything else).
 */
export type TransactionRow = Omit<TableRow<'transactions'>, 'kind'> & { kind: ColumnEnum<TransactionKind, TableRow<'transactions'>['kind']> };

@ObjectType('Transaction')
export class TransactionModel {
  @Field(() => ID) id: string;
  @Field(() => TransactionKind) kind: TransactionKind;
  @Field({ description: 'Drives the client\'s colours: "Deposit", "Withdrawal", "Referral Bonus", "Investment - BASIC", ...' }) title: string;
  @Field(() => MoneyScalar) amount: string;
  @Field(() => TransactionStatus) status: TransactionStatus;
  @Field(() => GraphQLISODateTime) date: Date;
  @Field(() => String, { nullable: true }) walletName: string | null;
  @Field(() => String, { nullable: true }) walletAddress: string | null;
  @Field(() => String, { nullable: true }) network: string | null;
  @Field(() => String, { nullable: true }) txnId: string | null;
  @Field(() => String, { nullable: true }) referenceId: string | null;
  @Field(() => String, { nullable: true, description: 'Why an admin rejected it.' }) reason: string | null;
  @Field(() => String, { nullable: true }) payoutTxHash: string | null;
}

@ObjectType()
export class PageInfo {
  @Field() hasNextPage: boolean;
  @Field(() => String, { nullable: true }) endCursor: string | null;
}

@ObjectType()
export class TransactionEdge {
  @Field() cursor: string;
  @Field(() => TransactionModel) node: TransactionModel;
}

@ObjectType()
export class TransactionConnection {
  @Field(() => [TransactionEdge]) edges: TransactionEdge[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int) totalCount: number;
}

export function toTransactionModel(row: TransactionRow): TransactionModel {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    amount: toMoney(row.amount),
    // Drafts never reach the API (every read that answers a TransactionModel excludes them).
    status: row.status as TransactionStatus,
    date: row.created_at,
    walletName: row.wallet_name,
    walletAddress: row.wallet_address,
    network: row.network,
    txnId: row.txn_id,
    referenceId: row.reference_id,
    reason: row.reason,
    payoutTxHash: row.payout_tx_hash,
  };
}

/** The REST shape: the spec's section 3 transaction fields. */
export function toTransactionRecord(row: TransactionRow): TransactionRecord {
  return {
    id: row.id,
    title: row.title,
    amount: toMoney(row.amount),
    status: row.status,
    date: row.created_at.toISOString(),
    wallet_name: row.wallet_name,
    txn_id: row.txn_id,
    reference_id: row.reference_id,
    kind: row.kind,
    network: row.network,
    wallet_address: row.wallet_address,
    reason: row.reason,
  };
}
