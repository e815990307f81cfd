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

/** A one-time code: the second step of a sign-in, or the email change's code. */
export class TwoFactorCodeBody {
  @IsString() @MaxLength(64) code: string;
}

/** The REST body of insert/send_change_email_otp (spec field names). */
export class ChangeEmailBody {
  @IsOptional() @IsString() @MaxLength(254) current_email?: string;
  @IsOptional() @IsString() @MaxLength(254) new_email?: string;
  @IsOptional() @IsString() @MaxLength(254) confirm_email?: string;
  @IsOptional() @IsString() @MaxLength(64) two_factor_code?: string;
}
