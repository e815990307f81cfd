import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { toMoney } from '../../common/money';
import type { TableRow } from '../../database/sql';
import type { TransactionRow } from '../transactions/transaction.model';
import type { DepositRecord } from './dto/deposit.responses';

export enum DepositAddressKind {
  STATIC = 'static',
  DERIVED = 'derived',
}
registerEnumType(DepositAddressKind, {
  name: 'DepositAddressKind',
  description:
    "STATIC: the wallet's one address, shared by its deposits; DERIVED: each deposit gets its own address, derived from the wallet's extended public key.",
});

@ObjectType('DepositWallet')
export class DepositWalletModel {
  @Field(() => ID) id: string;
  @Field() walletName: string;
  @Field(() => String, { nullable: true, description: 'The static address; null when each deposit gets its own (DERIVED).' }) walletAddress: string | null;
  @Field() network: string;
  @Field(() => DepositAddressKind) addressKind: DepositAddressKind;
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
  @Field(() => String, { nullable: true, description: 'The address this deposit is paid to: its own when the wallet derives addresses.' }) walletAddress:
    string | null;
  @Field(() => String, { nullable: true }) network: string | null;
  @Field(() => MoneyScalar, { nullable: true }) amount: string | null;
  /** Internal: the transaction row's id, for the address kind and QR fields. */
  transactionId: string;
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

/** A deposit wallet as users see it; its wallet_address is null for a wallet that derives an address per deposit. */
export type DepositWalletRow = Pick<TableRow<'deposit_wallets'>, 'id' | 'wallet_name' | 'wallet_address' | 'network' | 'chain' | 'asset' | 'address_kind'>;

export const toDepositWallet = (row: DepositWalletRow): DepositWalletModel => ({
  id: row.id,
  walletName: row.wallet_name,
  walletAddress: row.wallet_address,
  network: row.network,
  addressKind: row.address_kind as DepositAddressKind,
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
  transactionId: row.id,
});

/** The REST shape of a deposit reference (spec section 3). */
export const toDepositRecord = (row: TransactionRow): DepositRecord => ({
  reference_id: row.reference_id,
  wallet: row.method ?? 'Crypto Wallet',
  wallet_name: row.wallet_name,
  wallet_address: row.wallet_address,
  network: row.network,
  txn_id: row.txn_id,
  amount: row.amount === null ? null : toMoney(row.amount),
  status: row.status,
});
