import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { Db, sqlExec, sqlRows } from '../../database/sql';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { SecurityMailService } from '../mail/security-mail.service';
import { RateLimitRule, RateLimitService } from '../rate-limit/rate-limit.service';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import { ClientInfo } from '../activity/client-info';
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

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** "Forgot password": single-use reset links (owner of `password_reset_tokens`). */
@Injectable()
export class PasswordResetService {
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
  ) {}

  async requestPasswordReset(emailInput: string, ip: string): Promise<void> {
    const email = emailInput?.trim().toLowerCase();
    if (!email || !EMAIL.test(email)) throw new AuthError(AuthErrorCode.INVALID_EMAIL);
    const slots = await Promise.all([
      this.limits.take(`reset:email:${email}`, RESET_EMAIL_RULE),
      this.limits.take(`reset:ip:${ip}`, { ...RESET_EMAIL_RULE, limit: 20 }),
    ]);
    const refused = slots.find((slot) => !slot.allowed);
    if (refused) throw tooManyResetRequests(refused.retryAfterSeconds);
    const user = await this.users.findByEmail(email);
    if (!user) return; // same answer either way: the form must not reveal who has an account
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
  async resetPassword(token: string, password: string, client: ClientInfo = { ip: null, userAgent: null }): Promise<void> {
    if (!token?.trim()) throw new AuthError(AuthErrorCode.INVALID_RESET_TOKEN);
    checkPassword(password ?? '');
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
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
      await this.sessions.endAllOf(manager, userId);
      await this.activity.record(userId, ActivityKind.PASSWORD_RESET, client, manager);
    });
  }

  /** Voids every open reset link of the user (a changed password makes them moot), in the caller's transaction. */
  async spendOpenTokens(manager: Db, userId: string): Promise<void> {
    await sqlExec(manager, `UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [userId, this.clock.now()]);
  }
}
