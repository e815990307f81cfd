import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Db, sqlExec } from '../../database/sql';
import { UserEntity } from './user.entity';
import { uniqueViolation, UserError, UserErrorCode } from './users.errors';

/**
 * The secrets and sign-in identity of a user (password hash, email, authenticator state): written
 * here for auth/, which passes its transaction; the users table stays users/' own.
 */
@Injectable()
export class UserCredentialsService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

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
