import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import { toString as qrSvg } from 'qrcode';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/env';
import { Db, sqlExec, sqlRows } from '../../../database/sql';
import { ActivityKind } from '../../activity/activity-kind';
import { ActivityService } from '../../activity/activity.service';
import type { ClientInfo } from '../../../common/actor';
import { SecurityMailService } from '../../mail/security-mail.service';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import { UserEntity } from '../../users/user.entity';
import { UserCredentialsService } from '../../users/user-credentials.service';
import { UsersService } from '../../users/users.service';
import { AuthError, AuthErrorCode, lockedOut } from '../auth.errors';
import { LOGIN_ACCOUNT_RULE, loginAccountKey } from '../login-limits';
import { open, seal } from './secret-box';
import { newRecoveryCodes, newTotpSecret, otpauthUri, RECOVERY_CODE, TOTP_CODE, totpStep } from './totp';

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export const ISSUER = 'Invest Platform';
// Recovery codes carry 50 random bits; argon2id keeps a stolen table from giving them up quickly.
const RECOVERY_HASH = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Whether 2FA is on, from a loaded user or a SessionUser (handlers may pass either). */
export type TwoFactorState = { twoFactorEnabledAt: Date | null } | { twoFactorEnabled: boolean };

const invalidCode = (message?: string) => new AuthError(AuthErrorCode.INVALID_TWO_FACTOR_CODE, message);

/** What kind of second factor a typed code is; anything else is refused before any work. */
function kindOf(code: unknown, allowRecovery: boolean): { kind: 'totp' | 'recovery'; value: string } {
  if (typeof code !== 'string' || !code.trim()) {
    throw new AuthError(AuthErrorCode.TWO_FACTOR_CODE_REQUIRED);
  }
  const value = code.trim();
  if (TOTP_CODE.test(value)) return { kind: 'totp', value };
  if (allowRecovery && RECOVERY_CODE.test(value.toLowerCase())) return { kind: 'recovery', value: value.toLowerCase() };
  throw invalidCode(
    allowRecovery ? 'A code is 6 digits from your authenticator app, or a recovery code like abcde-fghij.' : 'A code is 6 digits from your authenticator app.',
  );
}

/**
 * Authenticator (RFC 6238) second factor. Secrets are sealed with TWO_FACTOR_KEY; a code is
 * taken once (the last accepted 30-second step is stored and only later steps pass); every
 * verification takes a slot of the account's sign-in limit first, so codes cannot be guessed
 * faster than passwords.
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger(TwoFactorService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly credentials: UserCredentialsService,
    private readonly limits: RateLimitService,
    private readonly activity: ActivityService,
    private readonly mail: SecurityMailService,
  ) {}

  isEnabled(user: TwoFactorState): boolean {
    return 'twoFactorEnabledAt' in user ? !!user.twoFactorEnabledAt : user.twoFactorEnabled;
  }

  /** A new secret to scan; it only takes effect once enable() confirms a code from it. */
  async beginSetup(userId: string): Promise<TwoFactorSetup> {
    const user = await this.users.requireById(userId);
    if (this.isEnabled(user)) throw new AuthError(AuthErrorCode.TWO_FACTOR_ALREADY_ENABLED);
    const secret = newTotpSecret();
    await this.credentials.setPendingTwoFactorSecret(user.id, seal(this.config.twoFactorKey, secret));
    const uri = otpauthUri(secret, user.email, ISSUER);
    return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  }

  /** Confirms the pending secret with a code from it; returns the ten recovery codes, shown this once. */
  async enable(userId: string, code: string, client: ClientInfo): Promise<string[]> {
    const { value } = kindOf(code, false);
    const user = await this.users.requireById(userId);
    if (this.isEnabled(user)) throw new AuthError(AuthErrorCode.TWO_FACTOR_ALREADY_ENABLED);
    const pendingSealed = user.twoFactorPendingSecret;
    const pending = pendingSealed && open(this.config.twoFactorKey, pendingSealed);
    if (!pendingSealed || !pending) throw new AuthError(AuthErrorCode.TWO_FACTOR_NO_SETUP);
    await this.takeSlot(user);
    const step = totpStep(pending, value, Date.now());
    if (step === null) throw invalidCode('The code is not correct. Enter the code your authenticator app shows now.');

    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map((recovery) => hash(recovery, RECOVERY_HASH)));
    await this.db.transaction(async (manager) => {
      // A second confirmation (or one racing this) finds the setup already used.
      if (!(await this.credentials.enableTwoFactor(manager, user.id, step, pendingSealed))) throw new AuthError(AuthErrorCode.TWO_FACTOR_ALREADY_ENABLED);
      await sqlExec(manager, `DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [user.id]);
      await sqlExec(manager, `INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [user.id, hashes]);
      await this.activity.record(user.id, ActivityKind.TWO_FACTOR_ENABLED, client, manager);
    });
    await this.limits.reset(loginAccountKey(user.email), LOGIN_ACCOUNT_RULE);
    await this.mail.twoFactorOn(user);
    return codes;
  }

  /**
   * Turns 2FA off. The caller has checked the second factor: the handler needs a step-up
   * (confirmIdentity) that took a current code or a recovery code within the last minutes.
   */
  async disable(userId: string, client: ClientInfo): Promise<void> {
    const user = await this.users.requireById(userId);
    if (!this.isEnabled(user)) throw new AuthError(AuthErrorCode.TWO_FACTOR_NOT_ENABLED);
    await this.db.transaction(async (manager) => {
      await this.credentials.disableTwoFactor(manager, user.id);
      await sqlExec(manager, `DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [user.id]);
      await this.activity.record(user.id, ActivityKind.TWO_FACTOR_DISABLED, client, manager);
    });
    await this.mail.twoFactorOff(user);
  }

  /**
   * An admin turns the user's 2FA off (lost authenticator) inside the caller's transaction: the
   * secret, the pending secret, the last step and the recovery codes all go. The caller checks,
   * audits and tells the user.
   */
  async resetByAdmin(db: Db, userId: string): Promise<void> {
    await this.credentials.disableTwoFactor(db, userId);
    await sqlExec(db, `DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
  }

  /**
   * The step-up check of sensitive calls (withdrawal, password, email, disabling 2FA): nothing to
   * do when 2FA is off; otherwise the code must be given and right. Takes a loaded user or a
   * SessionUser (then reads the user: the secrets never leave users/ and auth/).
   */
  async requireStepUp(caller: UserEntity | { id: string }, code: string | null | undefined, client: ClientInfo): Promise<void> {
    const user = caller instanceof UserEntity ? caller : await this.users.requireById(caller.id);
    if (!this.isEnabled(user)) return;
    if (code === undefined || code === null || (typeof code === 'string' && !code.trim())) {
      throw new AuthError(AuthErrorCode.TWO_FACTOR_CODE_REQUIRED, 'Enter the 6-digit code from your authenticator app to confirm.');
    }
    await this.verify(user, code, client);
  }

  /**
   * Checks a second factor: a TOTP code of a step later than the last one accepted, or an unused
   * recovery code (spent here). Takes a slot of the account's limit before looking.
   */
  async verify(user: UserEntity, code: string, client: ClientInfo): Promise<void> {
    const { kind, value } = kindOf(code, true);
    const slot = await this.takeSlot(user);
    const ok = kind === 'totp' ? await this.spendTotp(user, value) : await this.spendRecoveryCode(user, value, client);
    if (!ok) {
      if (slot.remaining === 0) throw lockedOut(slot.retryAfterSeconds);
      throw invalidCode();
    }
    await this.limits.reset(loginAccountKey(user.email), LOGIN_ACCOUNT_RULE);
  }

  private async takeSlot(user: UserEntity) {
    const slot = await this.limits.take(loginAccountKey(user.email), LOGIN_ACCOUNT_RULE);
    if (!slot.allowed) throw lockedOut(slot.retryAfterSeconds);
    return slot;
  }

  private async spendTotp(user: UserEntity, code: string): Promise<boolean> {
    const secret = user.twoFactorSecret && open(this.config.twoFactorKey, user.twoFactorSecret);
    if (!secret) {
      // Sealed with another key (outside production the key is new at each start).
      this.logger.warn(`the authenticator secret of user ${user.id} cannot be opened with this TWO_FACTOR_KEY; a recovery code still works`);
      return false;
    }
    const step = totpStep(secret, code, Date.now());
    if (step === null) return false;
    // Atomic: of two requests with the same code, one moves the step and the other finds it taken.
    return this.credentials.takeTwoFactorStep(user.id, step);
  }

  private async spendRecoveryCode(user: UserEntity, code: string, client: ClientInfo): Promise<boolean> {
    const rows = await sqlRows<{ id: string; code_hash: string }>(
      this.db,
      `SELECT id, code_hash FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [user.id],
    );
    for (const row of rows) {
      if (!(await verify(row.code_hash, code).catch(() => false))) continue;
      const spent = await this.db.transaction(async (manager) => {
        const used = await sqlExec(manager, `UPDATE two_factor_recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL`, [row.id]);
        if (used) await this.activity.record(user.id, ActivityKind.RECOVERY_CODE_USED, client, manager);
        return used === 1;
      });
      if (spent) {
        const left = rows.length - 1;
        await this.mail.recoveryCodeUsed(user, left);
      }
      return spent;
    }
    return false;
  }
}
