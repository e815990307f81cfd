import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { randomInt } from 'node:crypto';
import { Clock } from '../../common/clock';
import { toMoney } from '../../common/money';
import { badInput, conflict, unauthenticated } from '../../common/errors/domain-error';
import { StorageService } from '../storage/storage.service';
import { KycStatus } from '../kyc/kyc-status';
import { Gender, UserEntity } from './user.entity';
import { UUID } from '../../common/uuid';

export interface UserBalances {
  balance: string;
  interest: string;
  /** main + profit: what a withdrawal may take (money in active investments is not). */
  withdrawable: string;
  totalDeposit: string;
  totalWithdrawal: string;
  profits7d: string;
}

export interface ProfileChange {
  fullname?: string;
  username?: string;
  phone?: string;
  telegram?: string | null;
  gender?: string;
  dateOfBirth?: string | null;
}

export interface AddressChange {
  address1?: string;
  address2?: string | null;
  city?: string | null;
  state?: string;
  zipcode?: string | null;
  country?: string;
  nationality?: string | null;
}

export interface NewUser {
  fullname: string;
  username: string;
  email: string;
  passwordHash: string;
  referredById: string | null;
  isAdmin?: boolean;
}


/** A raw users row as the entity TypeORM would build. */
function fromRow(row: Record<string, unknown>): Partial<UserEntity> {
  return {
    id: row.id as string,
    email: row.email as string,
    username: row.username as string,
    fullname: row.fullname as string,
    passwordHash: row.password_hash as string,
    regId: row.reg_id as string,
    referralId: row.referral_id as string,
    referredById: (row.referred_by_id as string | null) ?? null,
    isAdmin: row.is_admin as boolean,
    avatar: row.avatar as string | null,
    phone: row.phone as string | null,
    telegram: row.telegram as string | null,
    gender: row.gender as Gender | null,
    dateOfBirth: row.date_of_birth as string | null,
    country: row.country as string | null,
    address1: row.address1 as string | null,
    address2: row.address2 as string | null,
    city: row.city as string | null,
    state: row.state as string | null,
    zipcode: row.zipcode as string | null,
    nationality: row.nationality as string | null,
    twoFactorSecret: (row.two_factor_secret as string | null) ?? null,
    twoFactorPendingSecret: (row.two_factor_pending_secret as string | null) ?? null,
    twoFactorEnabledAt: (row.two_factor_enabled_at as Date | null) ?? null,
    twoFactorLastStep: (row.two_factor_last_step as string | null) ?? null,
    kycStatus: (row.kyc_status as KycStatus | undefined) ?? KycStatus.NONE,
    kycRejectionReason: (row.kyc_rejection_reason as string | null) ?? null,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
  };
}

const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;
const GENDERS: Gender[] = ['Male', 'Female', 'Others'];
export const AVATAR_RULES = { maxBytes: 5 * 1024 * 1024, maxSide: 512 };

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function uniqueViolation(error: unknown, index: string): boolean {
  return error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === index;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly storage: StorageService,
    private readonly clock: Clock,
  ) {}

  /** Runs on every signed-in request (session → user), so it skips the query builder. */
  async findById(id: string): Promise<UserEntity | null> {
    if (!UUID.test(id)) return null;
    // date_of_birth as text: a Date would shift with the server's time zone.
    const [row] = await this.users.query(`SELECT *, date_of_birth::text AS date_of_birth FROM users WHERE id = $1`, [id]);
    return row ? this.users.create(fromRow(row)) : null;
  }

  /** The user a live session belongs to, or null when the session has ended. */
  async findBySession(sid: string): Promise<UserEntity | null> {
    const [row] = await this.users.query(
      `SELECT sess->'passport'->>'user' AS user_id FROM sessions WHERE sid = $1 AND expire >= now()`,
      [sid],
    );
    return row?.user_id ? this.findById(row.user_id) : null;
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  findByReferralId(referralId: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ referralId: referralId.trim().toUpperCase() });
  }

  async requireById(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw unauthenticated();
    return user;
  }

  /** Money figures of the user, all from the ledger and the transactions it explains. */
  async balancesOf(userId: string): Promise<UserBalances> {
    const since = new Date(this.clock.now().getTime() - 7 * 24 * 60 * 60 * 1000);
    const [row] = await this.users.query(
      `SELECT
         COALESCE(max(a.balance) FILTER (WHERE a.kind = 'main'), 0)::text AS balance,
         COALESCE(max(a.balance) FILTER (WHERE a.kind = 'profit'), 0)::text AS interest,
         COALESCE(sum(a.balance) FILTER (WHERE a.kind IN ('main', 'profit')), 0)::text AS withdrawable,
         (SELECT COALESCE(sum(amount), 0) FROM transactions WHERE user_id = $1 AND kind = 'deposit' AND status = 'completed')::text AS total_deposit,
         (SELECT COALESCE(sum(amount), 0) FROM transactions WHERE user_id = $1 AND kind = 'withdrawal' AND status = 'completed')::text AS total_withdrawal,
         (SELECT COALESCE(sum(amount), 0) FROM transactions
           WHERE user_id = $1 AND kind IN ('profit', 'referral_bonus') AND status = 'completed' AND created_at >= $2)::text AS profits_7d
       FROM ledger_accounts a WHERE a.user_id = $1`,
      [userId, since],
    );
    return {
      balance: toMoney(row?.balance),
      interest: toMoney(row?.interest),
      withdrawable: toMoney(row?.withdrawable),
      totalDeposit: toMoney(row?.total_deposit),
      totalWithdrawal: toMoney(row?.total_withdrawal),
      profits7d: toMoney(row?.profits_7d),
    };
  }

  /** Creates the user with a fresh account number and referral id, retrying on the rare collision. */
  async create(input: NewUser, manager: EntityManager = this.users.manager): Promise<UserEntity> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await manager.save(
          manager.create(UserEntity, { ...input, isAdmin: input.isAdmin ?? false, regId: newRegId(), referralId: newReferralId() }),
        );
      } catch (error) {
        if (uniqueViolation(error, 'users_email_lower_key')) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
        if (uniqueViolation(error, 'users_username_lower_key')) throw conflict('This username is already taken.', 'USERNAME_TAKEN');
        const idCollision = uniqueViolation(error, 'users_reg_id_key') || uniqueViolation(error, 'users_referral_id_key');
        if (!idCollision || attempt >= 5) throw error;
      }
    }
  }

  async updateProfile(userId: string, change: ProfileChange): Promise<UserEntity> {
    const fullname = clean(change.fullname);
    const username = clean(change.username);
    const phone = clean(change.phone);
    if (!fullname || !username || !phone) throw badInput('Every required field must not be empty');
    if (!/^[0-9]+$/.test(phone)) throw badInput('Phone number must contain digits only');
    if (phone.length < 5 || phone.length > 20) throw badInput('Phone number must have between 5 and 20 digits');
    if (!USERNAME.test(username)) throw badInput('Username must be 3 to 30 letters, digits, dots, dashes or underscores');
    const gender = (clean(change.gender) ?? 'Male') as Gender;
    if (!GENDERS.includes(gender)) throw badInput('Gender must be Male, Female or Others');
    const dateOfBirth = this.checkDateOfBirth(clean(change.dateOfBirth));
    try {
      await this.users.update(userId, { fullname, username, phone, telegram: clean(change.telegram), gender, dateOfBirth });
    } catch (error) {
      if (uniqueViolation(error, 'users_username_lower_key')) throw conflict('This username is already taken.', 'USERNAME_TAKEN');
      throw error;
    }
    return this.requireById(userId);
  }

  async updateAddress(userId: string, change: AddressChange): Promise<UserEntity> {
    const address1 = clean(change.address1);
    const state = clean(change.state);
    const country = clean(change.country);
    if (!address1 || !state || !country) throw badInput('All required fields are required to proceed');
    await this.users.update(userId, {
      address1,
      address2: clean(change.address2),
      city: clean(change.city),
      state,
      zipcode: clean(change.zipcode),
      country,
      nationality: clean(change.nationality),
    });
    return this.requireById(userId);
  }

  async setAvatar(userId: string, bytes: Buffer | undefined): Promise<UserEntity> {
    if (!bytes?.length) throw badInput('Please select a file first');
    const user = await this.requireById(userId);
    const name = await this.storage.saveImage('avatars', bytes, AVATAR_RULES);
    await this.users.update(userId, { avatar: name });
    await this.storage.remove('avatars', user.avatar);
    return this.requireById(userId);
  }

  async deleteAvatar(userId: string): Promise<UserEntity> {
    const user = await this.requireById(userId);
    if (user.avatar) {
      await this.users.update(userId, { avatar: null });
      await this.storage.remove('avatars', user.avatar);
    }
    return this.requireById(userId);
  }

  async setPasswordHash(userId: string, passwordHash: string, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(UserEntity, userId, { passwordHash });
  }

  /** Moves the account to a confirmed new address; an address another account uses is refused. */
  async changeEmail(userId: string, email: string, manager: EntityManager = this.users.manager): Promise<void> {
    try {
      await manager.query(`SAVEPOINT change_email`);
      await manager.query(`UPDATE users SET email = $2, updated_at = now() WHERE id = $1`, [userId, email]);
      await manager.query(`RELEASE SAVEPOINT change_email`);
    } catch (error) {
      await manager.query(`ROLLBACK TO SAVEPOINT change_email`);
      if (uniqueViolation(error, 'users_email_lower_key')) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
      throw error;
    }
  }

  /** KycService keeps the user's KYC status here, inside its own transaction (users is ours to write). */
  async setKycStatus(manager: EntityManager, userId: string, status: KycStatus, rejectionReason: string | null): Promise<void> {
    await manager.query(`UPDATE users SET kyc_status = $2, kyc_rejection_reason = $3, updated_at = now() WHERE id = $1`, [userId, status, rejectionReason]);
  }

  private checkDateOfBirth(value: string | null): string | null {
    if (!value) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
    if (!date || date.toISOString().slice(0, 10) !== value) throw badInput('Date of birth must be a valid date (YYYY-MM-DD)');
    if (value > this.clock.now().toISOString().slice(0, 10)) throw badInput('Date of birth cannot be in the future');
    if (+match![1] < 1900) throw badInput('Date of birth must be after 1900');
    return value;
  }
}

/** A 10-digit account number that never starts with 0. */
export function newRegId(): string {
  return String(randomInt(1, 10)) + Array.from({ length: 9 }, () => randomInt(0, 10)).join('');
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 8 characters without look-alikes (0/O, 1/I). */
export function newReferralId(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)]).join('');
}
