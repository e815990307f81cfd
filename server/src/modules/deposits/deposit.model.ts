import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { toMoney } from '../../common/money';
import type { TransactionRow } from '../transactions/transaction.model';

@ObjectType('DepositWallet')
export class DepositWalletModel {
  @Field(() => ID) id: string;
  @Field() walletName: string;
  @Field() walletAddress: string;
  @Field() network: string;
}

@ObjectType()
export class DepositSettings {
  @Field(() => MoneyScalar) minimumDeposit: string;
}

@ObjectType({ description: 'A deposit being prepared (before the screenshot is submitted) or submitted.' })
export class DepositDraft {
  @Field() referenceId: string;
  @Field({ description: "The method: 'Crypto Wallet'." }) wallet: string;
  @Field(() => String, { nullable: true }) walletName: string | null;
  @Field(() => String, { nullable: true }) walletAddress: string | null;
  @Field(() => String, { nullable: true }) network: string | null;
  @Field(() => MoneyScalar, { nullable: true }) amount: string | null;
  @Field(() => String, { nullable: true }) txnId: string | null;
  @Field({ description: 'draft, pending, completed or rejected' }) status: string;
}

@ObjectType()
export class DepositEligibility {
  @Field() eligible: boolean;
  @Field({ description: 'True when the client should go back to the first step.' }) redirect: boolean;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => DepositDraft, { nullable: true }) deposit: DepositDraft | null;
}

export interface DepositWalletRow {
  id: string;
  wallet_name: string;
  wallet_address: string;
  network: string;
}

export const toDepositWallet = (row: DepositWalletRow): DepositWalletModel => ({
  id: row.id,
  walletName: row.wallet_name,
  walletAddress: row.wallet_address,
  network: row.network,
});

export const toDepositDraft = (row: TransactionRow): DepositDraft => ({
  referenceId: row.reference_id!,
  wallet: row.method ?? 'Crypto Wallet',
  walletName: row.wallet_name,
  walletAddress: row.wallet_address,
  network: row.network,
  amount: row.amount === null ? null : toMoney(row.amount),
  txnId: row.txn_id,
  status: row.status,
});

/** The REST shape of a deposit reference (spec section 3). */
export const toDepositRecord = (row: TransactionRow) => ({
  reference_id: row.reference_id,
  wallet: row.method ?? 'Crypto Wallet',
  wallet_name: row.wallet_name,
  wallet_address: row.wallet_address,
  network: row.network,
  txn_id: row.txn_id,
  amount: row.amount === null ? null : toMoney(row.amount),
  status: row.status,
});
