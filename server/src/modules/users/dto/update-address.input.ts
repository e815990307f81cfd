import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

@InputType()
export class UpdateAddressInput {
  @Field() @IsString() @MaxLength(200) address1: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(200) address2?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(100) city?: string;
  @Field() @IsString() @MaxLength(100) state: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(20) zipcode?: string;
  @Field() @IsString() @MaxLength(100) country: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(100) nationality?: string;
}

/** The REST body of update/address has the same field names as the GraphQL input. */
export class UpdateAddressBody extends UpdateAddressInput {}
