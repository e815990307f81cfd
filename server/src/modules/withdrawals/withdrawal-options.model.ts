import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import type { PayoutOption } from './payout-options';

@ObjectType('PayoutOption', { description: 'An asset and network withdrawals are paid out on.' })
export class PayoutOptionModel {
  @Field({ description: 'The coin (REST coin_name), e.g. USDT.' }) coinName: string;
  @Field({ description: 'The network label sent with the request, e.g. TRC20.' }) network: string;
  @Field({ description: 'What the network is, e.g. Tron.' }) networkName: string;
}

@ObjectType({ description: 'What a withdrawal request may be: payout options, minimum, fee and when payouts are made.' })
export class WithdrawalOptions {
  @Field(() => [PayoutOptionModel]) options: PayoutOptionModel[];
  @Field(() => MoneyScalar, { description: 'The smallest amount a request may take (USD).' }) minimum: string;
  @Field(() => MoneyScalar, { description: "The platform's fee per withdrawal (USD); the investor receives the amount less this." }) fee: string;
  @Field(() => String, { nullable: true, description: "When payouts are made, in the reader's language (the FAQ's answer); null when the FAQ has none." })
  payoutSchedule: string | null;
}

class PayoutOptionRecord {
  @ApiProperty({ example: 'USDT' }) coin_name: string;
  @ApiProperty({ example: 'TRC20' }) network: string;
  @ApiProperty({ example: 'Tron' }) network_name: string;
}

class WithdrawalOptionsRecord {
  @ApiProperty({ type: [PayoutOptionRecord] }) options: PayoutOptionRecord[];
  @ApiProperty({ example: '1.00' }) minimum: string;
  @ApiProperty({ example: '0.00' }) fee: string;
  @ApiProperty({ type: String, nullable: true, example: 'Payouts are sent from Friday to Sunday.' }) payout_schedule: string | null;
}

/** GET /api/fetch/withdrawal_options (spec field names). */
export class WithdrawalOptionsResponse {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: WithdrawalOptionsRecord }) data: WithdrawalOptionsRecord;
}

export function toWithdrawalOptionsRecord(options: WithdrawalOptions): WithdrawalOptionsRecord {
  return {
    options: options.options.map((o: PayoutOption) => ({ coin_name: o.coinName, network: o.network, network_name: o.networkName })),
    minimum: options.minimum,
    fee: options.fee,
    payout_schedule: options.payoutSchedule,
  };
}
