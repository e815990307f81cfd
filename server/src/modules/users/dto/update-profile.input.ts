import { Field, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { GenderValue } from '../user.model';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType()
export class UpdateProfileInput {
  @Field() @IsString() @MaxLength(100) fullname: string;
  @Field() @IsString() @MaxLength(30) username: string;
  @Field({ description: 'Digits only.' }) @IsString() @MaxLength(20) phone: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(64) telegram?: string;
  @Field(() => GenderValue) @IsIn(Object.values(GenderValue), { message: 'Gender must be Male, Female or Others' }) gender: GenderValue;
  @Field({ nullable: true, description: 'YYYY-MM-DD, not in the future.' }) @IsOptional() @IsString() @MaxLength(10) dateOfBirth?: string;
}

/** The REST body of update/profile: the spec's field names. */
export class UpdateProfileBody {
  @ApiProperty({ maxLength: 100, example: 'Jane Doe' }) @IsString() @MaxLength(100) fullname: string;
  @ApiProperty({ maxLength: 30, pattern: '^[A-Za-z0-9_.-]{3,30}$', example: 'jane' }) @IsString() @MaxLength(30) username: string;
  @ApiProperty({ pattern: '^[0-9]{5,20}$', description: 'Digits only.', example: '15551234567' }) @IsString() @MaxLength(20) phone: string;
  @ApiPropertyOptional({ maxLength: 64, example: '@jane' }) @IsOptional() @IsString() @MaxLength(64) telegram?: string;
  @ApiPropertyOptional({ enum: GenderValue, enumName: 'Gender', default: GenderValue.MALE })
  @IsOptional()
  @IsIn(Object.values(GenderValue), { message: 'Gender must be Male, Female or Others' })
  gender?: GenderValue;
  @ApiPropertyOptional({ format: 'date', description: 'YYYY-MM-DD, not in the future.', example: '1990-04-01' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  date_of_birth?: string;
}
