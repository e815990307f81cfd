import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MoneyScalar } from '../../../common/scalars/money.scalar';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType()
export class TrackDepositInput {
  @Field() @IsString() @MaxLength(64) referenceId: string;
  @Field(() => MoneyScalar) @IsString() amount: string;
  @Field(() => String, { nullable: true, description: 'The address of one of the STATIC depositWallets (or give walletId).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  walletAddress?: string | null;
  @Field(() => ID, { nullable: true, description: 'The id of one of the depositWallets; needed for a DERIVED wallet, which has no one address.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  walletId?: string | null;
}

@InputType()
export class SubmitDepositInput {
  @Field() @IsString() @MaxLength(64) referenceId: string;
  @Field({ description: 'The blockchain transaction id of the payment.' }) @IsString() @MaxLength(200) txnId: string;
}

/** REST bodies keep the spec's field names. */
export class DepositWalletBody {
  @ApiProperty({ enum: ['Crypto Wallet'], description: 'The deposit method.' }) @IsOptional() @IsString() @MaxLength(64) wallet?: string;
}

export class DepositTrackBody {
  @ApiProperty({ maxLength: 64, description: 'From insert/deposit_wallet.', example: 'DEP-7F3K2Q9X' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  reference_id?: string;
  @ApiProperty({ type: 'string', description: 'USD as a decimal string, at most 2 decimals (a JSON number is accepted too).', example: '1500.00' })
  @IsOptional()
  amount?: string | number;
  @ApiPropertyOptional({ maxLength: 200, description: 'The address of a static wallet of fetch/wallets (give this or wallet_id).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  wallet_address?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'The id of a wallet of fetch/wallets; needed for a derived wallet.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  wallet_id?: string;
}

export class DepositReferenceBody {
  @ApiProperty({ maxLength: 64, example: 'DEP-7F3K2Q9X' }) @IsOptional() @IsString() @MaxLength(64) reference_id?: string;
}

/** Multipart fields of insert/new_deposit; amount and wallet fields are the client's copy and are ignored. */
export class NewDepositBody {
  @ApiProperty({ maxLength: 64, example: 'DEP-7F3K2Q9X' }) @IsOptional() @IsString() @MaxLength(64) reference_id?: string;
  @ApiPropertyOptional({ maxLength: 200, description: 'The blockchain transaction id of the payment (this or txn_id is required).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  tnx_id?: string;
  @ApiPropertyOptional({ maxLength: 200, description: 'Another name for tnx_id.' }) @IsOptional() @IsString() @MaxLength(200) txn_id?: string;
  @ApiPropertyOptional({ type: 'string', description: 'Ignored: the amount saved by update/deposit_track counts.' }) @IsOptional() amount?: string | number;
  @ApiPropertyOptional({ maxLength: 200, description: 'Ignored.' }) @IsOptional() @IsString() @MaxLength(200) wallet_name?: string;
  @ApiPropertyOptional({ maxLength: 200, description: 'Ignored.' }) @IsOptional() @IsString() @MaxLength(200) wallet_address?: string;
  @ApiPropertyOptional({ maxLength: 64, description: 'Ignored.' }) @IsOptional() @IsString() @MaxLength(64) wallet?: string;
}

/** The multipart form of insert/new_deposit as documented: the text fields above plus the payment proof. */
export class NewDepositForm extends NewDepositBody {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The payment screenshot: JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, at most 10 MB.' })
  screenshot_file: unknown;
}
