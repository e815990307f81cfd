import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// Emptiness is checked by the service (after trimming) so the spec's messages reach the user.
@InputType()
export class RegisterInput {
  @Field() @IsString() @MaxLength(100) fullName: string;
  @Field() @IsString() @MaxLength(30) username: string;
  @Field() @IsString() @MaxLength(254) email: string;
  @Field() @IsString() @MaxLength(256) password: string;
  @Field({ nullable: true, description: "The referrer's referral id, if any." }) @IsOptional() @IsString() @MaxLength(32) referralId?: string;
}

@InputType()
export class LoginInput {
  @Field() @IsString() @MaxLength(254) email: string;
  @Field() @IsString() @MaxLength(256) password: string;
}

@InputType()
export class RequestPasswordResetBody {
  @IsString() @MaxLength(254) email: string;
}

@InputType()
export class ResetPasswordBody {
  @IsString() @MaxLength(200) token: string;
  @IsString() @MaxLength(256) password: string;
}
