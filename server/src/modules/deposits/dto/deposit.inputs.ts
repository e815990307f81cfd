import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MoneyScalar } from '../../../common/scalars/money.scalar';

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
  @IsOptional() @IsString() @MaxLength(64) wallet?: string;
}

export class DepositTrackBody {
  @IsOptional() @IsString() @MaxLength(64) reference_id?: string;
  @IsOptional() amount?: string | number;
  @IsOptional() @IsString() @MaxLength(200) wallet_address?: string;
  @IsOptional() @IsString() @MaxLength(64) wallet_id?: string;
}

export class DepositReferenceBody {
  @IsOptional() @IsString() @MaxLength(64) reference_id?: string;
}

/** Multipart fields of insert/new_deposit; amount and wallet fields are the client's copy and are ignored. */
export class NewDepositBody {
  @IsOptional() @IsString() @MaxLength(64) reference_id?: string;
  @IsOptional() @IsString() @MaxLength(200) tnx_id?: string;
  @IsOptional() @IsString() @MaxLength(200) txn_id?: string;
  @IsOptional() amount?: string | number;
  @IsOptional() @IsString() @MaxLength(200) wallet_name?: string;
  @IsOptional() @IsString() @MaxLength(200) wallet_address?: string;
  @IsOptional() @IsString() @MaxLength(64) wallet?: string;
}
