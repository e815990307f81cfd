import { Injectable } from '@nestjs/common';
import { Db, sqlOne, sqlRows } from '../../database/sql';
import { UUID } from '../../common/uuid';
import type { UserRole } from '../../common/session-user';
import type { UserRow } from './user-row';
import { UserError, UserErrorCode } from './users.errors';

/** The columns an admin's freeze or 2FA reset reads and changes, as `lockAccess` answers them. */
/** ACCESS_COLUMNS of a users row; locale is the user's language (mails to them are written in it). */
export type UserAccessRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'username'
  | 'fullname'
  | 'is_admin'
  | 'role'
  | 'two_factor_enabled_at'
  | 'frozen_at'
  | 'frozen_reason'
  | 'frozen_by'
  | 'reg_id'
  | 'kyc_status'
  | 'created_at'
  | 'locale'
>;

/** An admin who can act: role admin and not frozen (a frozen admin cannot sign in, so is not counted as one). */
export const isActiveAdmin = (row: Pick<UserAccessRow, 'role' | 'frozen_at'> | null | undefined): boolean => row?.role === 'admin' && !row.frozen_at;

/** The columns of a UserAccessRow, as every statement here answers them. */
export const ACCESS_COLUMNS =
  'id, email, username, fullname, is_admin, role, two_factor_enabled_at, frozen_at, frozen_reason, frozen_by, reg_id, kyc_status, created_at, locale';

export interface Freeze {
  reason: string;
  by: string;
}

/**
 * Whether an account may sign in and move money (users/ owns the freeze columns). Every function
 * takes the caller's transaction: the row locks here are what order a freeze against a payment.
 */
/** What an admin is told when approving a frozen user's request. */
export const FROZEN_OWNER = "This user's account is frozen: unfreeze it before approving, or reject the request.";

@Injectable()
export class UserAccessService {
  /** The user's access columns, row locked FOR UPDATE until the caller's transaction ends (null for an unknown or malformed id). */
  async lockAccess(db: Db, userId: string): Promise<UserAccessRow | null> {
    if (!UUID.test(userId)) return null;
    return sqlOne<UserAccessRow>(db, `SELECT ${ACCESS_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  /** The user's access columns without a lock. */
  async accessOf(db: Db, userId: string): Promise<UserAccessRow | null> {
    if (!UUID.test(userId)) return null;
    return sqlOne<UserAccessRow>(db, `SELECT ${ACCESS_COLUMNS} FROM users WHERE id = $1`, [userId]);
  }

  /** Freezes (or, with null, unfreezes) the account; answers the row as it now is. */
  async setFrozen(db: Db, userId: string, freeze: Freeze | null): Promise<UserAccessRow> {
    const row = await sqlOne<UserAccessRow>(
      db,
      `UPDATE users SET frozen_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, frozen_reason = $2, frozen_by = $3, updated_at = now()
        WHERE id = $1
        RETURNING ${ACCESS_COLUMNS}`,
      [userId, freeze?.reason ?? null, freeze?.by ?? null],
    );
    if (!row) throw new UserError(UserErrorCode.NOT_FOUND);
    return row;
  }

  /** Gives the user a role (is_admin follows through the users_sync_role trigger); answers the row as it now is. */
  async setRole(db: Db, userId: string, role: UserRole): Promise<UserAccessRow> {
    const row = await sqlOne<UserAccessRow>(db, `UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING ${ACCESS_COLUMNS}`, [userId, role]);
    if (!row) throw new UserError(UserErrorCode.NOT_FOUND);
    return row;
  }

  /**
   * Locks the rows of `ids` (unknown ids are skipped) in id order, FOR SHARE or FOR UPDATE, and answers them by id.
   * Every statement here that locks more than one user row locks in id order, so two of them never deadlock.
   */
  async lockInIdOrder(db: Db, ids: readonly string[], mode: 'share' | 'update'): Promise<Map<string, UserAccessRow>> {
    const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
    const rows = await sqlRows<UserAccessRow>(
      db,
      `SELECT ${ACCESS_COLUMNS} FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`,
      [wanted],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Maker-checker: the decision counts only if, now, inside the deciding transaction, the approver
   * and the requester (when one is named) are both active admins (role admin, not frozen); their rows
   * stay locked FOR SHARE until it commits, so a demotion or freeze (FOR UPDATE) waits for the decision
   * or the decision sees it. Also locks `others` (the rows the decision changes or reads), all in id
   * order. Refuses APPROVER_NOT_ADMIN (403) or REQUESTER_NOT_ADMIN (409); answers the locked rows.
   */
  async requireActiveAdmins(
    db: Db,
    people: { approver: string; requester?: string | null; others?: readonly string[] },
    mode: 'share' | 'update' = 'share',
  ): Promise<Map<string, UserAccessRow>> {
    const ids = [people.approver, ...(people.requester ? [people.requester] : []), ...(people.others ?? [])];
    const rows = await this.lockInIdOrder(db, ids, mode);
    if (!isActiveAdmin(rows.get(people.approver))) throw new UserError(UserErrorCode.APPROVER_NOT_ADMIN);
    if (people.requester && !isActiveAdmin(rows.get(people.requester))) throw new UserError(UserErrorCode.REQUESTER_NOT_ADMIN);
    return rows;
  }

  /**
   * For a role change: every admin row and the target's, locked FOR UPDATE in id order (the order every
   * other multi-row lock here uses). Of two admins demoting each other at once, the second waits for the
   * first, then finds itself no longer an admin; promotions committed meanwhile are not locked, which can
   * only make the count of admins smaller than it is (a refusal, never a console without an admin).
   */
  async lockAdminsAnd(db: Db, userId: string): Promise<Map<string, UserAccessRow>> {
    if (!UUID.test(userId)) return new Map();
    const rows = await sqlRows<UserAccessRow>(db, `SELECT ${ACCESS_COLUMNS} FROM users WHERE role = 'admin' OR id = $1 ORDER BY id FOR UPDATE`, [userId]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Refuses a money movement of a frozen account (ACCOUNT_FROZEN, 403). Call it first inside the
   * movement's transaction: the row lock (FOR SHARE) waits for a freeze being committed and then
   * sees it, and a freeze that comes later waits until the movement has committed, so no payment
   * can slip in after the freeze.
   */
  async requireNotFrozen(db: Db, userId: string, message?: string): Promise<void> {
    const row = await sqlOne<{ frozen: boolean }>(db, `SELECT frozen_at IS NOT NULL AS frozen FROM users WHERE id = $1 FOR SHARE`, [userId]);
    if (row?.frozen) throw new UserError(UserErrorCode.ACCOUNT_FROZEN, message);
  }
}
