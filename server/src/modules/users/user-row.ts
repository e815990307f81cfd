import { KycStatus } from '../kyc/kyc-status';
import type { UserEntity } from './user.entity';
import { localeOr } from '../../common/locale';
import type { ColumnEnum, TableRow } from '../../database/sql';

type UsersTableRow = TableRow<'users'>;

/** A `users` row as `SELECT *, date_of_birth::text AS date_of_birth` answers it: the date as YYYY-MM-DD text, bigints as text. */
export type UserRow = Omit<UsersTableRow, 'date_of_birth' | 'kyc_status'> & {
  date_of_birth: string | null;
  kyc_status: ColumnEnum<KycStatus, UsersTableRow['kyc_status']>;
};

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
