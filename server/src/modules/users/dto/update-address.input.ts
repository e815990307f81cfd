import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType()
export class UpdateAddressInput {
  @ApiProperty({ maxLength: 200, example: '1 Main Street' }) @Field() @IsString() @MaxLength(200) address1: string;
  @ApiPropertyOptional({ maxLength: 200 }) @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(200) address2?: string;
  @ApiPropertyOptional({ maxLength: 100, example: 'Springfield' }) @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(100) city?: string;
  @ApiProperty({ maxLength: 100, example: 'Illinois' }) @Field() @IsString() @MaxLength(100) state: string;
  @ApiPropertyOptional({ maxLength: 20, example: '62701' }) @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(20) zipcode?: string;
  @ApiProperty({ maxLength: 100, example: 'United States' }) @Field() @IsString() @MaxLength(100) country: string;
  @ApiPropertyOptional({ maxLength: 100, example: 'American' }) @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(100) nationality?: string;
}

/** The REST body of update/address has the same field names as the GraphQL input. */
export class UpdateAddressBody extends UpdateAddressInput {}
