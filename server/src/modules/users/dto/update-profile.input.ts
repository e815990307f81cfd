import { Field, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { GenderValue } from '../user.model';

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
  @IsString() @MaxLength(100) fullname: string;
  @IsString() @MaxLength(30) username: string;
  @IsString() @MaxLength(20) phone: string;
  @IsOptional() @IsString() @MaxLength(64) telegram?: string;
  @IsOptional() @IsIn(Object.values(GenderValue), { message: 'Gender must be Male, Female or Others' }) gender?: GenderValue;
  @IsOptional() @IsString() @MaxLength(10) date_of_birth?: string;
}
