import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MoneyScalar } from '../../../common/scalars/money.scalar';

@InputType()
export class RequestWithdrawalInput {
  @Field() @IsString() @MaxLength(50) coinName: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(50) network?: string;
  @Field() @IsString() @MaxLength(200) walletAddress: string;
  @Field(() => MoneyScalar) @IsString() amount: string;
  @Field({ nullable: true, description: 'The current authenticator code (or a recovery code); required when 2FA is on.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  twoFactorCode?: string;
}

/** The REST body of insert/new_withdrawal (spec field names). */
export class NewWithdrawalBody {
  @IsOptional() @IsString() @MaxLength(50) coin_name?: string;
  @IsOptional() @IsString() @MaxLength(50) network?: string;
  @IsOptional() @IsString() @MaxLength(200) wallet_address?: string;
  @IsOptional() amount?: string | number;
  @IsOptional() @IsString() @MaxLength(64) two_factor_code?: string;
}
