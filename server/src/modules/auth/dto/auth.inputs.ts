import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

// Emptiness is checked by the service (after trimming) so the spec's messages reach the user.
@InputType()
export class RegisterInput {
  @ApiProperty({ maxLength: 100, example: 'Jane Doe' }) @Field() @IsString() @MaxLength(100) fullName: string;
  @ApiProperty({ maxLength: 30, pattern: '^[A-Za-z0-9_.-]{3,30}$', example: 'jane' }) @Field() @IsString() @MaxLength(30) username: string;
  @ApiProperty({ format: 'email', maxLength: 254, example: 'jane@example.com' }) @Field() @IsString() @MaxLength(254) email: string;
  @ApiProperty({ minLength: 8, maxLength: 128, example: 'correct horse battery' }) @Field() @IsString() @MaxLength(256) password: string;
  @ApiPropertyOptional({ maxLength: 32, example: 'JANE4821' })
  @Field({ nullable: true, description: "The referrer's referral id, if any." })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  referralId?: string;
  @ApiPropertyOptional({ enum: ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'], example: 'de' })
  @Field({ nullable: true, description: 'The language the visitor signed up in (en es fr de zh-CN ja ar ru pt hi); English when absent.' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  locale?: string;
}

@InputType()
export class LoginInput {
  @ApiProperty({ format: 'email', maxLength: 254, example: 'jane@example.com' }) @Field() @IsString() @MaxLength(254) email: string;
  @ApiProperty({ maxLength: 256, example: 'correct horse battery' }) @Field() @IsString() @MaxLength(256) password: string;
}

@InputType()
export class RequestPasswordResetBody {
  @ApiProperty({ format: 'email', maxLength: 254, example: 'jane@example.com' }) @IsString() @MaxLength(254) email: string;
}

@InputType()
export class ResetPasswordBody {
  @ApiProperty({ maxLength: 200, description: 'The token from the reset link.' }) @IsString() @MaxLength(200) token: string;
  @ApiProperty({ minLength: 8, maxLength: 128, description: 'The new password.' }) @IsString() @MaxLength(256) password: string;
}

/** A one-time code: the second step of a sign-in, or the email change's code. */
export class TwoFactorCodeBody {
  @ApiProperty({
    maxLength: 64,
    description: 'A 6-digit authenticator code or an unused recovery code; for the email change, the code from the email.',
    example: '123456',
  })
  @IsString()
  @MaxLength(64)
  code: string;
}

/** The REST body of insert/send_change_email_otp (spec field names). */
export class ChangeEmailBody {
  @ApiPropertyOptional({ format: 'email', maxLength: 254, description: 'Checked when given.', example: 'jane@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  current_email?: string;
  @ApiProperty({ format: 'email', maxLength: 254, example: 'jane.doe@example.org' }) @IsOptional() @IsString() @MaxLength(254) new_email?: string;
  @ApiProperty({ format: 'email', maxLength: 254, description: 'The same as new_email.', example: 'jane.doe@example.org' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  confirm_email?: string;
  @ApiPropertyOptional({
    maxLength: 64,
    deprecated: true,
    description: 'Not read: the confirmed password (GraphQL confirmIdentity, which takes the 2FA code) is what this call needs.',
    example: '123456',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  two_factor_code?: string;
}
