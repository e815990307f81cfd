import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { Db, sqlExec, sqlRows } from '../../database/sql';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { SecurityMailService } from '../mail/security-mail.service';
import { RateLimitRule, RateLimitService } from '../rate-limit/rate-limit.service';
import { ApiTokensService } from '../api-tokens/api-tokens.service';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import type { ClientInfo } from '../../common/actor';
import { UserCredentialsService } from '../users/user-credentials.service';
import { UsersService } from '../users/users.service';
import { AuthError, AuthErrorCode, tooManyResetRequests } from './auth.errors';
import { checkPassword } from './password-policy';
import { EMAIL, hashPassword } from './password-hash';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SessionsService } from './sessions/sessions.service';

const RESET_TTL_MS = 60 * 60 * 1000;

export const RESET_EMAIL_RULE: RateLimitRule = { limit: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

export const RESET_REQUESTED_MESSAGE = 'If an account exists for that email, we have sent it a link to reset the password. The link is valid for one hour.';
export const RESET_DONE_MESSAGE = 'Your password has been changed. You can now sign in with your new password.';

/** What a new password ended: the sessions (and half-done sign-ins) and the live API tokens of the account. */
export interface CredentialsRevoked {
  signedOutSessions: number;
  revokedApiTokens: number;
}

/** RESET_DONE_MESSAGE and what the reset ended, for REST callers (the client words it from the counts). */
export function resetDoneMessage({ revokedApiTokens }: CredentialsRevoked): string {
  const tokens = revokedApiTokens === 1 ? '1 API token was revoked' : `${revokedApiTokens} API tokens were revoked`;
  return `${RESET_DONE_MESSAGE} Every session of the account was signed out and ${tokens}.`;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** "Forgot password": single-use reset links (owner of `password_reset_tokens`). */
@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Reset requests answered whose lookup, token and mail are still being made. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly credentials: UserCredentialsService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitService,
    private readonly mail: SecurityMailService,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    private readonly apiTokens: ApiTokensService,
  ) {}

  /** `client`: the caller's where-from (the actor's ClientInfo); its address keys the per-IP limit. */
  async requestPasswordReset(emailInput: string, client: ClientInfo): Promise<void> {
    const email = emailInput?.trim().toLowerCase();
    if (!email || !EMAIL.test(email)) throw new AuthError(AuthErrorCode.INVALID_EMAIL);
    const slots = await Promise.all([
      this.limits.take(`reset:email:${email}`, RESET_EMAIL_RULE),
      this.limits.take(`reset:ip:${client.ip ?? 'unknown'}`, { ...RESET_EMAIL_RULE, limit: 20 }),
    ]);
    const refused = slots.find((slot) => !slot.allowed);
    if (refused) throw tooManyResetRequests(refused.retryAfterSeconds);
    // The answer must not tell, by its words or its time, whether the address has an account: the
    // lookup, the token and the mail are made after it, the same way for every address.
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.mailResetLink(email))
      .catch((error: unknown) =>
        this.logger.error(`a password reset link could not be made or mailed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every reset request answered so far has made its token and mail (tests; shutdown waits for it). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }

  private async mailResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.db.getRepository(PasswordResetTokenEntity).insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(this.clock.now().getTime() + RESET_TTL_MS),
    });
    const link = `${this.config.publicUrl}/account/reset_password?token=${token}`;
    // In the account's own language: the request is made signed out, from any browser.
    await this.mail.passwordReset(user, link);
  }

  /** Uses a reset token once: sets the password, spends every open token of the user and signs out all their sessions. */
  async resetPassword(token: string, password: string, client: ClientInfo = { ip: null, userAgent: null }): Promise<CredentialsRevoked> {
    if (!token?.trim()) throw new AuthError(AuthErrorCode.INVALID_RESET_TOKEN);
    checkPassword(password ?? '');
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (manager) => {
      const [spent] = await sqlRows<{ user_id: string }>(
        manager,
        `UPDATE password_reset_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id`,
        [sha256(token.trim()), this.clock.now()],
      );
      const userId = spent?.user_id;
      if (!userId) throw new AuthError(AuthErrorCode.INVALID_RESET_TOKEN);
      await this.credentials.setPasswordHash(userId, passwordHash, manager);
      await this.spendOpenTokens(manager, userId);
      const signedOutSessions = await this.sessions.endAllOf(manager, userId);
      // Revoked, not just flagged: a token minted by whoever had the account would outlive the reset.
      const revokedApiTokens = await this.apiTokens.revokeAllOf(manager, userId, client);
      await this.activity.record(userId, ActivityKind.PASSWORD_RESET, client, manager);
      return { signedOutSessions, revokedApiTokens };
    });
  }

  /** Voids every open reset link of the user (a changed password makes them moot), in the caller's transaction. */
  async spendOpenTokens(manager: Db, userId: string): Promise<void> {
    await sqlExec(manager, `UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [userId, this.clock.now()]);
  }
}
