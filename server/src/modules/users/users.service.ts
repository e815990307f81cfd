import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { randomInt } from 'node:crypto';
import { Clock } from '../../common/clock';
import { toMoney } from '../../common/money';
import { Db, sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { KycStatus } from '../kyc/kyc-status';
import { UserEntity } from './user.entity';
import { toUserModel, toUserRecord, UserBalances, UserModel } from './user.model';
import { fromRow, UserRow } from './user-row';
import { UserError, UserErrorCode } from './users.errors';
import { UUID } from '../../common/uuid';

export interface NewUser {
  fullname: string;
  username: string;
  email: string;
  passwordHash: string;
  referredById: string | null;
  isAdmin?: boolean;
}

interface BalancesRow {
  balance: string;
  interest: string;
  withdrawable: string;
  total_deposit: string;
  total_withdrawal: string;
  profits_7d: string;
}

export function uniqueViolation(error: unknown, index: string): boolean {
  return error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === index;
}

/**
 * Owner of `users`: the only module that writes it or reads it in SQL. Profile edits are in
 * UserProfileService; auth and KYC change credentials, 2FA and KYC status through the functions
 * here, passing their transaction.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly clock: Clock,
  ) {}

  /** Runs on every signed-in request (session → user), so it skips the query builder. */
  async findById(id: string): Promise<UserEntity | null> {
    if (!UUID.test(id)) return null;
    // date_of_birth as text: a Date would shift with the server's time zone.
    const row = await sqlOne<UserRow>(this.users.manager, `SELECT *, date_of_birth::text AS date_of_birth FROM users WHERE id = $1`, [id]);
    return row ? this.users.create(fromRow(row)) : null;
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: email.trim() }).getOne();
  }

  findByReferralId(referralId: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ referralId: referralId.trim().toUpperCase() });
  }

  async requireById(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new UserError(UserErrorCode.SESSION_EXPIRED);
    return user;
  }

  /** The user as GraphQL shows it (profile and money figures), read fresh. */
  async modelOf(userId: string): Promise<UserModel> {
    return this.toModel(await this.requireById(userId));
  }

  /** A loaded user as GraphQL shows it, with its money figures. */
  async toModel(user: UserEntity): Promise<UserModel> {
    return toUserModel(user, await this.balancesOf(user.id));
  }

  /** The REST check-auth record of the user, read fresh. */
  async recordOf(userId: string): Promise<ReturnType<typeof toUserRecord>> {
    const user = await this.requireById(userId);
    return toUserRecord(user, await this.balancesOf(user.id));
  }

  /** The email address of each of these users (ids of users that are gone are left out). */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await sqlRows<{ id: string; email: string }>(this.users.manager, `SELECT id, email FROM users WHERE id = ANY($1::uuid[])`, [
      [...new Set(ids)],
    ]);
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /** Registered users who are not admins, as a whole-number string (the public site's counter). */
  async countInvestors(): Promise<string> {
    const row = await sqlOne<{ investors: string }>(this.users.manager, `SELECT count(*)::text AS investors FROM users WHERE NOT is_admin`);
    return row?.investors ?? '0';
  }

  /** Money figures of the user, all from the ledger and the transactions it explains. */
  async balancesOf(userId: string): Promise<UserBalances> {
    const since = new Date(this.clock.now().getTime() - 7 * 24 * 60 * 60 * 1000);
    const row = await sqlOne<BalancesRow>(
      this.users.manager,
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
        if (uniqueViolation(error, 'users_email_lower_key')) throw new UserError(UserErrorCode.EMAIL_TAKEN);
        if (uniqueViolation(error, 'users_username_lower_key')) throw new UserError(UserErrorCode.USERNAME_TAKEN);
        const idCollision = uniqueViolation(error, 'users_reg_id_key') || uniqueViolation(error, 'users_referral_id_key');
        if (!idCollision || attempt >= 5) throw error;
      }
    }
  }

  async setPasswordHash(userId: string, passwordHash: string, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.update(UserEntity, userId, { passwordHash });
  }

  /** Moves the account to a confirmed new address; an address another account uses is refused. */
  async changeEmail(userId: string, email: string, manager: EntityManager = this.users.manager): Promise<void> {
    try {
      await sqlExec(manager, `SAVEPOINT change_email`);
      await sqlExec(manager, `UPDATE users SET email = $2, updated_at = now() WHERE id = $1`, [userId, email]);
      await sqlExec(manager, `RELEASE SAVEPOINT change_email`);
    } catch (error) {
      await sqlExec(manager, `ROLLBACK TO SAVEPOINT change_email`);
      if (uniqueViolation(error, 'users_email_lower_key')) throw new UserError(UserErrorCode.EMAIL_TAKEN);
      throw error;
    }
  }

  /** KycService keeps the user's KYC status here, inside its own transaction (users is ours to write). */
  async setKycStatus(manager: EntityManager, userId: string, status: KycStatus, rejectionReason: string | null): Promise<void> {
    await sqlExec(manager, `UPDATE users SET kyc_status = $2, kyc_rejection_reason = $3, updated_at = now() WHERE id = $1`, [
      userId,
      status,
      rejectionReason,
    ]);
  }

  /** Stores a sealed authenticator secret waiting for its first code (only while 2FA is off). */
  async setPendingTwoFactorSecret(userId: string, sealedSecret: string): Promise<void> {
    await sqlExec(this.users.manager, `UPDATE users SET two_factor_pending_secret = $2 WHERE id = $1 AND two_factor_enabled_at IS NULL`, [
      userId,
      sealedSecret,
    ]);
  }

  /** Turns the pending secret on, if it is still the one the caller confirmed; false when another call used it first. */
  async enableTwoFactor(db: Db, userId: string, step: string | number, pendingSecret: string): Promise<boolean> {
    const changed = await sqlExec(
      db,
      `UPDATE users SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL,
              two_factor_enabled_at = now(), two_factor_last_step = $2
        WHERE id = $1 AND two_factor_enabled_at IS NULL AND two_factor_pending_secret = $3`,
      [userId, step, pendingSecret],
    );
    return changed === 1;
  }

  async disableTwoFactor(db: Db, userId: string): Promise<void> {
    await sqlExec(
      db,
      `UPDATE users SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL, two_factor_last_step = NULL WHERE id = $1`,
      [userId],
    );
  }

  /**
   * Takes an authenticator step once: moves the last accepted step forward, atomically, so of two
   * requests with the same code one moves it and the other finds it taken.
   */
  async takeTwoFactorStep(userId: string, step: string | number): Promise<boolean> {
    const changed = await sqlExec(
      this.users.manager,
      `UPDATE users SET two_factor_last_step = $2 WHERE id = $1 AND two_factor_enabled_at IS NOT NULL
          AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)`,
      [userId, step],
    );
    return changed === 1;
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
