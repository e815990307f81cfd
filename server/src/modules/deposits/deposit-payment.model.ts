import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';

/** A quoted deposit's state as the chain sees it (deposit_invoices.state), BTCPay's names. */
export enum DepositPaymentState {
  AWAITING_PAYMENT = 'awaiting_payment',
  CONFIRMING = 'confirming',
  UNDERPAID = 'underpaid',
  EXPIRED = 'expired',
  PAID_LATE = 'paid_late',
  COMPLETED = 'completed',
  REFUNDED = 'refunded',
}
registerEnumType(DepositPaymentState, {
  name: 'DepositPaymentState',
  description:
    'AWAITING_PAYMENT: nothing arrived yet; CONFIRMING: enough arrived, waiting for confirmations; UNDERPAID: less than the quote arrived; EXPIRED: nothing arrived in time; PAID_LATE: a payment arrived after the quote expired (an admin credits or refunds it); COMPLETED: credited; REFUNDED.',
});

@ObjectType({ description: 'A payment the chain watcher saw to the deposit’s address.' })
export class DepositTransfer {
  @Field() txHash: string;
  @Field({ description: 'Exact decimal in the asset’s units.' }) amount: string;
  @Field(() => Int) confirmations: number;
  @Field(() => String, {
    nullable: true,
    description: 'A decimal integer (block numbers exceed 32 bits); null while a Bitcoin or Litecoin payment is in the mempool.',
  })
  blockNumber: string | null;
  @Field({ description: 'True when its block left the chain (a reorg); it no longer counts.' }) removed: boolean;
}

@ObjectType({ description: 'A deposit’s quote: what to pay in which asset, to which address, until when; and what arrived.' })
export class DepositPayment {
  @Field({ description: 'The amount of the asset to send, an exact decimal in its units (rounded up to its smallest unit).' }) payAmount: string;
  @Field({ description: 'USDT, ETH, BTC or LTC.' }) payAsset: string;
  @Field({ description: 'ethereum, tron, bitcoin or litecoin.' }) network: string;
  @Field() address: string;
  @Field({ description: 'USD per one unit of the asset.' }) rate: string;
  @Field({ description: 'fixed (USDT), manual (an admin’s rate) or the provider’s name.' }) rateSource: string;
  @Field(() => GraphQLISODateTime) quotedAt: Date;
  @Field(() => GraphQLISODateTime) expiresAt: Date;
  @Field({
    description:
      'What the QR code carries: EIP-681 on Ethereum (ETH: ethereum:<address>@<chain>?value=<wei>; USDT: ethereum:<contract>@<chain>/transfer?address=<address>&uint256=<base units>), tron:<address>?amount=<decimal>&token=<contract> on TRON, BIP-21 bitcoin:<address>?amount=<decimal> on Bitcoin, litecoin:<address>?amount=<decimal> on Litecoin.',
  })
  paymentUri: string;
  @Field({ description: 'paymentUri as a QR code: an SVG document, to show as an <img> data: URL.' }) qrSvg: string;
  @Field({ description: 'True when the chain watcher credits it; false: the manual flow (screenshot and admin approval).' }) watched: boolean;
  @Field(() => DepositPaymentState) state: DepositPaymentState;
  @Field(() => Int, { description: 'Of the least-confirmed payment counted.' }) confirmations: number;
  @Field(() => Int) requiredConfirmations: number;
  @Field({ description: 'Exact decimal in the asset’s units.' }) receivedAmount: string;
  @Field(() => String, { nullable: true, description: 'What is still to pay, when UNDERPAID.' }) missingAmount: string | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'The USD credited, once COMPLETED.' }) creditedAmount: string | null;
  @Field(() => [DepositTransfer]) transfers: DepositTransfer[];
}
