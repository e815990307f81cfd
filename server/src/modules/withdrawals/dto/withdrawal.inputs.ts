import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MoneyScalar } from '../../../common/scalars/money.scalar';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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
  @ApiProperty({ maxLength: 50, example: 'USDT' }) @IsOptional() @IsString() @MaxLength(50) coin_name?: string;
  @ApiPropertyOptional({ maxLength: 50, example: 'TRC20' }) @IsOptional() @IsString() @MaxLength(50) network?: string;
  @ApiProperty({ maxLength: 200, description: 'Checked against the coin and network.', example: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  wallet_address?: string;
  @ApiProperty({ type: 'string', description: 'USD as a decimal string, at most 2 decimals (a JSON number is accepted too).', example: '250.00' })
  @IsOptional()
  amount?: string | number;
  @ApiPropertyOptional({ maxLength: 64, description: 'Required when 2FA is on: the current authenticator code or a recovery code.', example: '123456' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  two_factor_code?: string;
}
