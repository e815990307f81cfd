import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { ReserveAddressView, ReserveAssetView, ReservesView } from './reserves.service';

@InputType({ description: 'A reserve address with the signed message proving control (checked when saved).' })
export class DeclareReserveAddressInput {
  @IsString() @MaxLength(10) @Field({ description: 'USDT, ETH, BTC or LTC.' }) asset: string;
  @IsString() @MaxLength(20) @Field({ description: 'ethereum, tron, bitcoin or litecoin (USDT on ethereum or tron, ETH on ethereum).' }) network: string;
  @IsString() @MaxLength(100) @Field() address: string;
  @IsString() @MaxLength(300) @Field({ description: 'Exactly reserveSigningMessage(network, address), dated within the last 30 days.' }) message: string;
  @IsString()
  @MaxLength(1000)
  @Field({
    description:
      'EIP-191 personal_sign (0x + 130 hex) for ethereum and tron (TRON\'s own "TRON Signed Message" prefix too); BIP-322 simple (base64 witness, "smp" prefix optional) for bitcoin and litecoin P2WPKH addresses.',
  })
  signature: string;
}

@ObjectType({ description: 'A declared reserve address, its proof of control and its latest balance.' })
export class ReserveAddressModel {
  @Field(() => ID) id: string;
  @Field() asset: string;
  @Field() network: string;
  @Field() address: string;
  @Field({ description: 'The signed message.' }) message: string;
  @Field() signature: string;
  @Field(() => Date) verifiedAt: Date;
  @Field(() => ID, { nullable: true, description: 'The admin who declared it (the console only; null on the public reserves).' }) declaredBy: string | null;
  @Field(() => String, { nullable: true, description: 'In the asset (a decimal string); null: not read (no node for the network yet).' }) balance:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When the balance was read.' }) balanceAt: Date | null;
  @Field() active: boolean;
  @Field(() => Date, { nullable: true }) removedAt: Date | null;
}

@ObjectType({ description: 'One asset of the reserves: its addresses, total, USD value now.' })
export class ReserveAssetModel {
  @Field() asset: string;
  @Field(() => [ReserveAddressModel]) addresses: ReserveAddressModel[];
  @Field(() => String, { nullable: true, description: 'The sum of the read balances, in the asset.' }) total: string | null;
  @Field(() => Int, { description: 'Addresses not read yet, left out of the total.' }) unreadAddresses: number;
  @Field(() => Date, { nullable: true, description: 'The oldest balance time in the total.' }) totalAt: Date | null;
  @Field(() => String, { nullable: true, description: 'USD per unit now.' }) rate: string | null;
  @Field(() => String, { nullable: true }) rateSource: string | null;
  @Field(() => Date, { nullable: true }) rateAt: Date | null;
  @Field(() => String, { nullable: true, description: 'total × rate in USD, 2 decimals.' }) usdValue: string | null;
}

@ObjectType({
  description: 'Proof of reserves beside the proof of liabilities: reserves per asset, their USD value, and their ratio to the latest total liabilities.',
})
export class LiabilitiesReservesModel {
  @Field(() => [ReserveAssetModel]) assets: ReserveAssetModel[];
  @Field(() => String, { nullable: true, description: 'Every asset in USD; null when one is not read or has no rate.' }) totalUsd: string | null;
  @Field(() => String, { nullable: true, description: "The latest snapshot's total liabilities in USD." }) liabilitiesUsd: string | null;
  @Field(() => Int, { nullable: true }) liabilitiesSnapshot: number | null;
  @Field(() => Date, { nullable: true }) liabilitiesAt: Date | null;
  @Field(() => String, { nullable: true, description: 'totalUsd ÷ liabilitiesUsd, 4 decimals; null when either is missing.' }) ratio: string | null;
  @Field(() => Date) at: Date;
}

/** `staff`: the console's list, which names the admin who declared the address; the public reserves do not. */
export const toReserveAddressModel = (view: ReserveAddressView, staff = false): ReserveAddressModel => ({
  id: view.id,
  asset: view.asset,
  network: view.network,
  address: view.address,
  message: view.message,
  signature: view.signature,
  verifiedAt: view.verifiedAt,
  declaredBy: staff ? view.declaredBy : null,
  balance: view.balance,
  balanceAt: view.balanceAt,
  active: view.active,
  removedAt: view.removedAt,
});
const toReserveAssetModel = (view: ReserveAssetView): ReserveAssetModel => ({ ...view, addresses: view.addresses.map((a) => toReserveAddressModel(a)) });
export const toLiabilitiesReservesModel = (view: ReservesView): LiabilitiesReservesModel => ({ ...view, assets: view.assets.map(toReserveAssetModel) });

const DECIMAL = { type: 'string', nullable: true, example: '12.5' } as const;
const TIME = { type: 'string', format: 'date-time', nullable: true } as const;

export class ReserveAddressRecord {
  @ApiProperty({ example: 'ethereum' }) network: string;
  @ApiProperty() address: string;
  @ApiProperty({ description: 'The signed message.' }) message: string;
  @ApiProperty() signature: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) verified_at: string;
  @ApiProperty({ ...DECIMAL, description: 'In the asset; null: not read.' }) balance: string | null;
  @ApiProperty(TIME) balance_at: string | null;
}

export class ReserveAssetRecord {
  @ApiProperty({ example: 'BTC' }) asset: string;
  @ApiProperty({ type: [ReserveAddressRecord] }) addresses: ReserveAddressRecord[];
  @ApiProperty(DECIMAL) total: string | null;
  @ApiProperty() unread_addresses: number;
  @ApiProperty(TIME) total_at: string | null;
  @ApiProperty({ ...DECIMAL, example: '60000.00' }) rate: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'kraken' }) rate_source: string | null;
  @ApiProperty(TIME) rate_at: string | null;
  @ApiProperty({ ...DECIMAL, example: '750000.00' }) usd_value: string | null;
}

/** GET /api/liabilities/reserves: the object itself, like the snapshots. */
export class LiabilitiesReservesRecord {
  @ApiProperty({ type: [ReserveAssetRecord] }) assets: ReserveAssetRecord[];
  @ApiProperty(DECIMAL) total_usd: string | null;
  @ApiProperty(DECIMAL) liabilities_usd: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) liabilities_snapshot: number | null;
  @ApiProperty(TIME) liabilities_at: string | null;
  @ApiProperty({ ...DECIMAL, example: '1.0425' }) ratio: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) at: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toReservesRecord = (view: ReservesView): LiabilitiesReservesRecord => ({
  assets: view.assets.map((asset) => ({
    asset: asset.asset,
    addresses: asset.addresses.map((row) => ({
      network: row.network,
      address: row.address,
      message: row.message,
      signature: row.signature,
      verified_at: row.verifiedAt.toISOString(),
      balance: row.balance,
      balance_at: iso(row.balanceAt),
    })),
    total: asset.total,
    unread_addresses: asset.unreadAddresses,
    total_at: iso(asset.totalAt),
    rate: asset.rate,
    rate_source: asset.rateSource,
    rate_at: iso(asset.rateAt),
    usd_value: asset.usdValue,
  })),
  total_usd: view.totalUsd,
  liabilities_usd: view.liabilitiesUsd,
  liabilities_snapshot: view.liabilitiesSnapshot,
  liabilities_at: iso(view.liabilitiesAt),
  ratio: view.ratio,
  at: view.at.toISOString(),
});
