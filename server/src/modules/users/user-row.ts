import { KycStatus } from '../kyc/kyc-status';
import type { Gender, UserEntity } from './user.entity';
import type { UserRole } from '../../common/session-user';
import { localeOr } from '../../common/locale';

/** A `users` row as `SELECT *, date_of_birth::text AS date_of_birth` answers it. */
export interface UserRow {
  id: string;
  email: string;
  username: string;
  fullname: string;
  password_hash: string;
  reg_id: string;
  referral_id: string;
  referred_by_id: string | null;
  is_admin: boolean;
  role: UserRole;
  avatar: string | null;
  phone: string | null;
  telegram: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  country: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  nationality: string | null;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_enabled_at: Date | null;
  /** bigint: node-postgres answers it as text. */
  two_factor_last_step: string | null;
  kyc_status: KycStatus | null;
  kyc_rejection_reason: string | null;
  frozen_at: Date | null;
  frozen_reason: string | null;
  frozen_by: string | null;
  locale: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A raw users row as the entity TypeORM would build. */
export function fromRow(row: UserRow): Partial<UserEntity> {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullname: row.fullname,
    passwordHash: row.password_hash,
    regId: row.reg_id,
    referralId: row.referral_id,
    referredById: row.referred_by_id ?? null,
    isAdmin: row.is_admin,
    role: row.role,
    avatar: row.avatar,
    phone: row.phone,
    telegram: row.telegram,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    country: row.country,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    nationality: row.nationality,
    twoFactorSecret: row.two_factor_secret ?? null,
    twoFactorPendingSecret: row.two_factor_pending_secret ?? null,
    twoFactorEnabledAt: row.two_factor_enabled_at ?? null,
    twoFactorLastStep: row.two_factor_last_step ?? null,
    kycStatus: row.kyc_status ?? KycStatus.NONE,
    kycRejectionReason: row.kyc_rejection_reason ?? null,
    frozenAt: row.frozen_at ?? null,
    frozenReason: row.frozen_reason ?? null,
    frozenBy: row.frozen_by ?? null,
    locale: localeOr(row.locale),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
