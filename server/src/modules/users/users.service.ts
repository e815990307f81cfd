import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { randomInt } from 'node:crypto';
import { Clock } from '../../common/clock';
import { toMoney } from '../../common/money';
import { Db, sqlExec, sqlOne, sqlPreparedRows, sqlRows } from '../../database/sql';
import { KycStatus } from '../kyc/kyc-status';
import { balancesColumns, ownedColumns, UserLedgerBalances, UserOwnedBalances } from '../ledger/ledger-accounts';
import { CompletedTotals, completedTotalsColumns } from '../transactions/transaction-totals';
import { UserEntity } from './user.entity';
import { toUserModel, toUserRecord, UserBalances, UserModel } from './user.model';
import { fromRow, UserRow } from './user-row';
import { uniqueViolation, UserError, UserErrorCode } from './users.errors';
import { UUID } from '../../common/uuid';
import { SessionUser, toSessionUser, type UserRole } from '../../common/session-user';
import { Locale, localeOr } from '../../common/locale';
import type { MailRecipient } from '../mail/money-mail.service';

/**
 * The columns of a users row (alias `u`) as findById reads them, for the session store's read,
 * which joins the signed-in user to the session (one statement per request; sessionUserOf takes it).
 */
export const SESSION_USER_COLUMNS = 'u.*, u.date_of_birth::text AS date_of_birth';

/** A user's money figures: the ledger's balances and the completed totals, each owner's columns, in one statement. */
const FIGURES = `SELECT ${balancesColumns('$1')}, ${ownedColumns('$1')}, ${completedTotalsColumns('$1', '$2::timestamptz')}`;

/** A users row as SESSION_USER_COLUMNS read it. */
export type SessionUserRow = UserRow;

export interface NewUser {
  fullname: string;
  username: string;
  email: string;
  passwordHash: string;
  referredById: string | null;
  isAdmin?: boolean;
  /** investor unless given; `isAdmin: true` makes an admin. */
  role?: UserRole;
  /** The language chosen at registration; English unless given. */
  locale?: Locale;
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

  /** The row each request's SessionUser was made from (sessionUserOf), as long as that object lives: its own reads use it. */
  private readonly sessionRows = new WeakMap<SessionUser, UserEntity>();

  /**
   * The signed-in user of a session (null when gone or frozen), read once per request: from
   * `row` when the session's own read joined it (SESSION_USER_COLUMNS), else here. The row it was
   * made from stays with it, so recordOf does not read the same row again.
   */
  async sessionUserOf(id: string, row?: SessionUserRow): Promise<SessionUser | null> {
    const user = row?.id === id ? this.users.create(fromRow(row)) : await this.findById(id);
    if (!user || user.frozenAt) return null;
    const sessionUser = toSessionUser(user);
    this.sessionRows.set(sessionUser, user);
    return sessionUser;
  }

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

  /** The signed-in user as GraphQL shows it: its row as this request's session read it (else read now), money figures read now. */
  async modelOfSession(sessionUser: SessionUser): Promise<UserModel> {
    return this.toModel(this.sessionRows.get(sessionUser) ?? (await this.requireById(sessionUser.id)));
  }

  /** A loaded user as GraphQL shows it, with its money figures. */
  async toModel(user: UserEntity): Promise<UserModel> {
    return toUserModel(user, await this.balancesOf(user.id));
  }

  /** The REST check-auth record of the user: its row as this request's session read it (else read now), balances read now. */
  async recordOf(sessionUser: SessionUser): Promise<ReturnType<typeof toUserRecord>> {
    const user = this.sessionRows.get(sessionUser) ?? (await this.requireById(sessionUser.id));
    return toUserRecord(user, await this.balancesOf(user.id));
  }

  /**
   * Who the user's mails go to and in which language: from the row this request's session read
   * (no read), else read now. A caller that writes a mail checks these against the row it locks.
   */
  async mailRecipientOf(sessionUser: SessionUser): Promise<MailRecipient> {
    const user = this.sessionRows.get(sessionUser);
    if (user) return { email: user.email, locale: user.locale, fullname: user.fullname, username: user.username };
    return this.readMailRecipient(sessionUser.id);
  }

  /** The user's mail details as the row holds them now. */
  async readMailRecipient(userId: string): Promise<MailRecipient> {
    const row = await sqlOne<MailRecipient>(this.users.manager, `SELECT email, locale, fullname, username FROM users WHERE id = $1`, [userId]);
    if (!row) throw new UserError(UserErrorCode.SESSION_EXPIRED);
    return row;
  }

  /** Who referred the user (null when nobody did); pass the caller's manager to read inside its transaction. */
  async referrerIdOf(userId: string, db: Db = this.users.manager): Promise<string | null> {
    const row = await sqlOne<Pick<UserRow, 'referred_by_id'>>(db, `SELECT referred_by_id FROM users WHERE id = $1`, [userId]);
    return row?.referred_by_id ?? null;
  }

  /** When the user signed up (null for an unknown id). */
  async joinedAt(userId: string, db: Db = this.users.manager): Promise<Date | null> {
    const row = await sqlOne<Pick<UserRow, 'created_at'>>(db, `SELECT created_at FROM users WHERE id = $1`, [userId]);
    return row?.created_at ?? null;
  }

  /** The user's language (mails and statements are written in it); English for an unknown id. */
  async localeOf(userId: string, db: Db = this.users.manager): Promise<Locale> {
    const row = await sqlOne<Pick<UserRow, 'locale'>>(db, `SELECT locale FROM users WHERE id = $1`, [userId]);
    return localeOr(row?.locale);
  }

  /** The email address of each of these users (ids of users that are gone are left out). */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await sqlRows<{ id: string; email: string }>(this.users.manager, `SELECT id, email FROM users WHERE id = ANY($1::uuid[])`, [
      [...new Set(ids)],
    ]);
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /** The email and full name of each of these users (one read), for lists that name people (the audit log). */
  async contactsOf(ids: string[]): Promise<Map<string, { email: string; name: string }>> {
    if (!ids.length) return new Map();
    const rows = await sqlRows<{ id: string; email: string; fullname: string }>(
      this.users.manager,
      `SELECT id, email, fullname FROM users WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, { email: row.email, name: row.fullname }]));
  }

  /** The account number (`reg_id`) of each of these users, read on the caller's transaction (the liabilities snapshot's). */
  async accountNumbersOf(ids: string[], db: Db = this.users.manager): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await sqlRows<{ id: string; reg_id: string }>(db, `SELECT id, reg_id FROM users WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((row) => [row.id, row.reg_id]));
  }

  /** Registered users who are not staff (admins, support), as a whole-number string (the public site's counter). */
  async countInvestors(): Promise<string> {
    const row = await sqlOne<{ investors: string }>(this.users.manager, `SELECT count(*)::text AS investors FROM users WHERE role = 'investor'`);
    return row?.investors ?? '0';
  }

  /** Money figures of the user: balances from the ledger, completed sums from the transactions (each read by its owner). */
  async balancesOf(userId: string): Promise<UserBalances> {
    const since = new Date(this.clock.now().getTime() - 7 * 24 * 60 * 60 * 1000);
    // Prepared: its planning (nine subqueries) cost more than running it.
    const [figures] = await sqlPreparedRows<UserLedgerBalances & UserOwnedBalances & CompletedTotals>(this.users.manager, 'user-figures', FIGURES, [
      userId,
      since,
    ]);
    return {
      balance: toMoney(figures.main),
      interest: toMoney(figures.profit),
      withdrawable: toMoney(figures.withdrawable),
      invested: toMoney(figures.invested),
      onHold: toMoney(figures.on_hold),
      owned: toMoney(figures.owned),
      totalDeposit: toMoney(figures.total_deposit),
      totalWithdrawal: toMoney(figures.total_withdrawal),
      profits7d: toMoney(figures.profits_since),
    };
  }

  /** Creates the user with a fresh account number and referral id, retrying on the rare collision. */
  async create(input: NewUser, manager: EntityManager = this.users.manager): Promise<UserEntity> {
    for (let attempt = 0; ; attempt++) {
      try {
        // Its own (sub)transaction: inside a caller's transaction a savepoint, so a colliding id can be tried again.
        return await manager.transaction((attemptManager) =>
          attemptManager.save(
            attemptManager.create(UserEntity, {
              ...input,
              isAdmin: input.isAdmin ?? input.role === 'admin',
              role: input.role ?? (input.isAdmin ? 'admin' : 'investor'),
              regId: newRegId(),
              referralId: newReferralId(),
            }),
          ),
        );
      } catch (error) {
        if (uniqueViolation(error, 'users_email_lower_key')) throw new UserError(UserErrorCode.EMAIL_TAKEN);
        if (uniqueViolation(error, 'users_username_lower_key')) throw new UserError(UserErrorCode.USERNAME_TAKEN);
        const idCollision = uniqueViolation(error, 'users_reg_id_key') || uniqueViolation(error, 'users_referral_id_key');
        if (!idCollision || attempt >= 5) throw error;
      }
    }
  }

  /** KycService keeps the user's KYC status here, inside its own transaction (users is ours to write). */
  async setKycStatus(manager: EntityManager, userId: string, status: KycStatus, rejectionReason: string | null): Promise<void> {
    await sqlExec(manager, `UPDATE users SET kyc_status = $2, kyc_rejection_reason = $3, updated_at = now() WHERE id = $1`, [userId, status, rejectionReason]);
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
