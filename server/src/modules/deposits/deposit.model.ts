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
  @Field({ description: 'The label, e.g. ERC20, TRC20, BTC.' }) network: string;
  @Field({ description: 'What the wallet receives: USDT, ETH or BTC.' }) asset: string;
  @Field({ description: 'The explicit network: bitcoin, ethereum or tron.' }) networkName: string;
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
  asset: row.asset,
  networkName: row.chain,
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

/** What the REST deposit reference adds for a quoted deposit (deposit_invoices), written by DepositQuoteService.restFields. */
export type DepositQuoteFields = Pick<
  DepositRecord,
  | 'pay_amount'
  | 'pay_asset'
  | 'network'
  | 'rate'
  | 'rate_source'
  | 'expires_at'
  | 'payment_uri'
  | 'confirmations'
  | 'required_confirmations'
  | 'received_amount'
>;

const NO_QUOTE: Omit<DepositQuoteFields, 'network'> = {
  pay_amount: null,
  pay_asset: null,
  rate: null,
  rate_source: null,
  expires_at: null,
  payment_uri: null,
  confirmations: null,
  required_confirmations: null,
  received_amount: null,
};

/** The REST shape of a deposit reference (spec section 3), with its quote when it has one. */
export const toDepositRecord = (row: TransactionRow, quote: DepositQuoteFields | null = null): DepositRecord => ({
  reference_id: row.reference_id,
  wallet: row.method ?? 'Crypto Wallet',
  wallet_name: row.wallet_name,
  wallet_address: row.wallet_address,
  network: row.network,
  txn_id: row.txn_id,
  amount: row.amount === null ? null : toMoney(row.amount),
  status: row.status,
  ...NO_QUOTE,
  ...quote,
});
