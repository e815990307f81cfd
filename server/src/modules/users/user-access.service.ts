import { Injectable } from '@nestjs/common';
import { Db, sqlOne } from '../../database/sql';
import { UUID } from '../../common/uuid';
import type { KycStatus } from '../kyc/kyc-status';
import type { UserRole } from '../../common/session-user';
import { UserError, UserErrorCode } from './users.errors';

/** The columns an admin's freeze or 2FA reset reads and changes, as `lockAccess` answers them. */
export interface UserAccessRow {
  id: string;
  email: string;
  username: string;
  fullname: string;
  is_admin: boolean;
  role: UserRole;
  two_factor_enabled_at: Date | null;
  frozen_at: Date | null;
  frozen_reason: string | null;
  frozen_by: string | null;
  reg_id: string;
  kyc_status: KycStatus;
  created_at: Date;
  /** The user's language (mails to them are written in it). */
  locale: string;
}

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
