import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { KycStatus } from '../kyc/kyc-status';
import type { UserEntity } from './user.entity';
import type { UserRecord } from './dto/user.responses';
import { toUserRoleValue, UserRoleValue } from './user-role.model';
import { localeOr } from '../../common/locale';

export enum GenderValue {
  MALE = 'Male',
  FEMALE = 'Female',
  OTHERS = 'Others',
}
registerEnumType(GenderValue, { name: 'Gender' });

export interface UserBalances {
  balance: string;
  interest: string;
  /** main + profit: what a withdrawal may take (money in active investments is not). */
  withdrawable: string;
  /** Capital in active investment packages. */
  invested: string;
  /** Withdrawals requested and not yet paid or rejected. */
  onHold: string;
  /** main + profit + invested + onHold: all the user owns on the platform. */
  owned: string;
  totalDeposit: string;
  totalWithdrawal: string;
  profits7d: string;
}

export function avatarUrl(fileName: string | null): string | null {
  return fileName ? `/api/uploads/avatars/${fileName}` : null;
}

@ObjectType('User')
export class UserModel {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field() username: string;
  @Field() fullname: string;
  @Field(() => MoneyScalar, { description: 'Main balance.' }) balance: string;
  @Field(() => MoneyScalar, { description: 'Profit and bonuses.' }) interest: string;
  @Field(() => MoneyScalar, { description: 'Available to withdraw: main + profit (money in active investments is not).' }) withdrawable: string;
  @Field(() => MoneyScalar, { description: 'Capital in active investment packages.' }) invested: string;
  @Field(() => MoneyScalar, { description: 'Withdrawals requested and not yet paid or rejected (held from the balance).' }) onHold: string;
  @Field(() => MoneyScalar, { description: 'All the user owns on the platform: balance + interest + invested + onHold.' }) owned: string;
  @Field({ description: 'Account number (digits).' }) regId: string;
  @Field() referralId: string;
  @Field(() => GraphQLISODateTime, { description: 'Joining date.' }) date: Date;
  @Field(() => Int, { description: '1 for admins, else 0.' }) admin: number;
  @Field(() => UserRoleValue, { description: 'INVESTOR, ADMIN or SUPPORT (console staff who only read).' }) role: UserRoleValue;
  @Field(() => String, { nullable: true, description: 'URL of the avatar image, or null.' }) avatar: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String, { nullable: true }) telegram: string | null;
  @Field(() => GenderValue, { nullable: true }) gender: GenderValue | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dateOfBirth: string | null;
  @Field(() => String, { nullable: true }) country: string | null;
  @Field(() => String, { nullable: true }) address1: string | null;
  @Field(() => String, { nullable: true }) address2: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => String, { nullable: true }) zipcode: string | null;
  @Field(() => String, { nullable: true }) nationality: string | null;
  @Field(() => MoneyScalar) totalDeposit: string;
  @Field(() => MoneyScalar) totalWithdrawal: string;
  @Field(() => MoneyScalar, { description: 'Profit credited in the last 7 days.' }) profits7d: string;
  @Field(() => KycStatus, { description: 'Identity verification: withdrawals above KYC_REQUIRED_ABOVE_USD need APPROVED.' }) kycStatus: KycStatus;
  @Field(() => String, { nullable: true, description: 'Why the latest KYC submission was rejected (REJECTED only).' }) kycRejectionReason: string | null;
  @Field({ description: 'Sign-in and money calls ask for an authenticator code.' }) twoFactorEnabled: boolean;
  @Field({ description: "The user's language (en es fr de zh-CN ja ar ru pt hi): the app, mails and statements use it. Set with setLocale." }) locale: string;
}

export function toUserModel(user: UserEntity, balances: UserBalances): UserModel {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    fullname: user.fullname,
    regId: user.regId,
    referralId: user.referralId,
    date: user.createdAt,
    admin: user.isAdmin ? 1 : 0,
    role: toUserRoleValue(user.role ?? (user.isAdmin ? 'admin' : 'investor')),
    avatar: avatarUrl(user.avatar),
    phone: user.phone,
    telegram: user.telegram,
    gender: user.gender as GenderValue | null,
    dateOfBirth: user.dateOfBirth,
    country: user.country,
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    state: user.state,
    zipcode: user.zipcode,
    nationality: user.nationality,
    twoFactorEnabled: !!user.twoFactorEnabledAt,
    kycStatus: user.kycStatus ?? KycStatus.NONE,
    kycRejectionReason: user.kycRejectionReason ?? null,
    locale: localeOr(user.locale),
    ...balances,
  };
}

/** The REST check-auth record with the spec's section 3 field names; never the password hash. */
export function toUserRecord(user: UserEntity, balances: UserBalances): UserRecord {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    fullname: user.fullname,
    balance: balances.balance,
    interest: balances.interest,
    withdrawable: balances.withdrawable,
    reg_id: user.regId,
    referral_id: user.referralId,
    date: user.createdAt.toISOString(),
    admin: user.isAdmin ? 1 : 0,
    avatar: avatarUrl(user.avatar),
    phone: user.phone,
    telegram: user.telegram,
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    country: user.country,
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    state: user.state,
    zipcode: user.zipcode,
    nationality: user.nationality,
    total_deposit: balances.totalDeposit,
    total_withdrawal: balances.totalWithdrawal,
    profits_7d: balances.profits7d,
    kyc_status: user.kycStatus ?? KycStatus.NONE,
    kyc_rejection_reason: user.kycRejectionReason ?? null,
    two_factor_enabled: !!user.twoFactorEnabledAt,
    locale: localeOr(user.locale),
  };
}
