import { ApiProperty } from '@nestjs/swagger';
import { KycStatus } from '../../kyc/kyc-status';

const MONEY = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '1500.00' } as const;

/** The signed-in user's record (spec section 3 field names), as check-auth and sign-in answer it. Never the password. */
export class UserRecord {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'jane@example.com' }) email: string;
  @ApiProperty({ example: 'jane' }) username: string;
  @ApiProperty({ example: 'Jane Doe' }) fullname: string;
  @ApiProperty({ ...MONEY, description: 'Main balance, USD.' }) balance: string;
  @ApiProperty({ ...MONEY, description: 'Profit and bonuses, USD.' }) interest: string;
  @ApiProperty({ ...MONEY, description: 'Available to withdraw: main + profit (money in active investments is not).' }) withdrawable: string;
  @ApiProperty({ description: 'Account number (digits).', example: '4821937' }) reg_id: string;
  @ApiProperty({ example: 'JANE4821' }) referral_id: string;
  @ApiProperty({ format: 'date-time', description: 'Joining date.' }) date: string;
  @ApiProperty({ enum: [0, 1], description: '1 for admins, else 0.' }) admin: number;
  @ApiProperty({ type: String, nullable: true, description: 'URL of the avatar image, or null.', example: '/api/uploads/avatars/3f2a.webp' }) avatar:
    string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) telegram: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['Male', 'Female', 'Others'] }) gender: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' }) date_of_birth: string | null;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty({ type: String, nullable: true }) address1: string | null;
  @ApiProperty({ type: String, nullable: true }) address2: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) state: string | null;
  @ApiProperty({ type: String, nullable: true }) zipcode: string | null;
  @ApiProperty({ type: String, nullable: true }) nationality: string | null;
  @ApiProperty({ ...MONEY, description: 'Sum of approved deposits, USD.' }) total_deposit: string;
  @ApiProperty({ ...MONEY, description: 'Sum of completed withdrawals, USD.' }) total_withdrawal: string;
  @ApiProperty({ ...MONEY, description: 'Profit credited in the last 7 days, USD.' }) profits_7d: string;
  @ApiProperty({ enum: KycStatus, enumName: 'KycStatus', description: 'Identity verification.' }) kyc_status: KycStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Why the latest KYC submission was rejected (rejected only).' }) kyc_rejection_reason:
    string | null;
  @ApiProperty({ description: 'Sign-in and money calls ask for an authenticator code.' }) two_factor_enabled: boolean;
  @ApiProperty({
    enum: ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'],
    description: "The user's language (mails, statements, the app on every device).",
  })
  locale: string;
}

/** GET check-auth: the session's user with balances (the dashboard's read). */
export class CheckAuthResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: UserRecord }) data: UserRecord;
}
