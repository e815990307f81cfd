import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { KycStatus } from '../kyc/kyc-status';
import type { UserRole } from '../../common/session-user';
import type { Locale } from '../../common/locale';

export type Gender = 'Male' | 'Female' | 'Others';

/** The users table; never handed to clients (see toUserModel / toUserRecord). */
@Entity('users')
@Index('users_email_lower_key', { synchronize: false })
@Index('users_username_lower_key', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  fullname: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  /** The account number shown to the user: digits only. */
  @Index({ unique: true })
  @Column({ name: 'reg_id', type: 'text' })
  regId: string;

  @Index({ unique: true })
  @Column({ name: 'referral_id', type: 'text' })
  referralId: string;

  @Column({ name: 'referred_by_id', type: 'uuid', nullable: true })
  referredById: string | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'referred_by_id' })
  referredBy?: UserEntity | null;

  /** A full admin; kept in step with `role` by the users_sync_role trigger (true exactly when role is `admin`). */
  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  /** investor, admin or support (read-only staff); set by an admin through setUserRole. */
  @Column({ type: 'text', default: 'investor' })
  role: UserRole;

  /** Stored file name of the avatar under the upload dir's avatars/ folder. */
  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  telegram: string | null;

  @Column({ type: 'text', nullable: true })
  gender: Gender | null;

  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ type: 'text', nullable: true })
  country: string | null;

  @Column({ type: 'text', nullable: true })
  address1: string | null;

  @Column({ type: 'text', nullable: true })
  address2: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  state: string | null;

  @Column({ type: 'text', nullable: true })
  zipcode: string | null;

  @Column({ type: 'text', nullable: true })
  nationality: string | null;

  /** The authenticator secret, encrypted by TwoFactorService (never stored in the clear). */
  @Column({ name: 'two_factor_secret', type: 'text', nullable: true })
  twoFactorSecret: string | null;

  /** A secret being set up, encrypted; it becomes the secret when a code from it is confirmed. */
  @Column({ name: 'two_factor_pending_secret', type: 'text', nullable: true })
  twoFactorPendingSecret: string | null;

  @Column({ name: 'two_factor_enabled_at', type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null;

  /** The newest 30-second step whose code was accepted: no code of it or before is taken again. */
  @Column({ name: 'two_factor_last_step', type: 'bigint', nullable: true })
  twoFactorLastStep: string | null;

  /** Mirrors the latest kyc_requests row (written by KycService in the same transaction), so loading the user stays one query. */
  @Column({ name: 'kyc_status', type: 'text', default: 'none' })
  kycStatus: KycStatus;

  /** Why the latest KYC submission was rejected; null unless kycStatus is rejected. */
  @Column({ name: 'kyc_rejection_reason', type: 'text', nullable: true })
  kycRejectionReason: string | null;

  /** Set while an admin has frozen the account: no sign-in, no money movement (see AccountFreezeService). */
  @Column({ name: 'frozen_at', type: 'timestamptz', nullable: true })
  frozenAt: Date | null;

  @Column({ name: 'frozen_reason', type: 'text', nullable: true })
  frozenReason: string | null;

  /** The admin who froze the account. */
  @Column({ name: 'frozen_by', type: 'uuid', nullable: true })
  frozenBy: string | null;

  /** The user's language: the client follows it on every device; mails and statements are written in it. */
  @Column({ type: 'text', default: 'en' })
  locale: Locale;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
