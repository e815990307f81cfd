import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MoneyScalar } from '../../../common/scalars/money.scalar';

const RATE = /^\d{1,3}(\.\d{1,4})?$/;

@InputType()
export class CreatePlanInput {
  @Field({ description: 'Stable identifier, e.g. "BASIC".' })
  @IsString()
  @Matches(/^[A-Z0-9_]{2,32}$/, { message: 'uniqId must be 2 to 32 capital letters, digits or underscores' })
  uniqId: string;
  @Field() @IsString() @MaxLength(50) title: string;
  @Field({ description: 'Daily interest in percent, up to 4 decimals, e.g. "4.00".' })
  @IsString()
  @Matches(RATE, { message: 'dailyInterest must be a percentage with at most 4 decimals' })
  dailyInterest: string;
  @Field(() => Int) @IsInt() @Min(1) @Max(3650) termDays: number;
  @Field(() => MoneyScalar) @IsString() min: string;
  @Field(() => MoneyScalar) @IsString() max: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(50) capitalReturn?: string;
}

@InputType()
export class UpdatePlanInput {
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(50) title?: string;
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @Matches(RATE, { message: 'dailyInterest must be a percentage with at most 4 decimals' })
  dailyInterest?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) @Max(3650) termDays?: number;
  @Field(() => MoneyScalar, { nullable: true }) @IsOptional() @IsString() min?: string;
  @Field(() => MoneyScalar, { nullable: true }) @IsOptional() @IsString() max?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(50) capitalReturn?: string;
}
