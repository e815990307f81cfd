import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError, ErrorKind, badInput, rateLimited } from '../../common/errors/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { MailService } from '../mail/mail.service';
import { RateLimitRule, RateLimitService, minutesText } from '../rate-limit/rate-limit.service';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import { ClientInfo } from '../activity/client-info';
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, loginAccountKey, loginIpKey } from './login-limits';
import { lockedOut, TwoFactorService } from './two-factor/two-factor.service';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { checkPassword } from './password-policy';
import { PasswordResetTokenEntity } from './password-reset-token.entity';

export interface Registration {
  fullName?: string;
  username?: string;
  email?: string;
  password?: string;
  referralId?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
const RESET_TTL_MS = 60 * 60 * 1000;

export const REGISTER_EMAIL_RULE: RateLimitRule = { limit: 4, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };
export const RESET_EMAIL_RULE: RateLimitRule = { limit: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

export const REGISTERED_MESSAGE = 'Registration successful! You can now sign in with your email and password.';
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that email, we have sent it a link to reset the password. The link is valid for one hour.';
export const RESET_DONE_MESSAGE = 'Your password has been changed. You can now sign in with your new password.';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class AuthService {
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  hashPassword(password: string): Promise<string> {
    return hash(password, ARGON2);
  }

  async register(input: Registration, ip: string): Promise<UserEntity> {
    const fullname = input.fullName?.trim();
    const username = input.username?.trim();
    const email = input.email?.trim().toLowerCase();
    const password = input.password ?? '';
    if (!fullname || !username || !email || !password.trim()) throw badInput('All fields are required to proceed');
    if (!EMAIL.test(email)) throw badInput('Please enter a valid email address.');
    if (!/^[A-Za-z0-9_.-]{3,30}$/.test(username)) {
      throw badInput('Username must be 3 to 30 letters, digits, dots, dashes or underscores.');
    }
    checkPassword(password);

    const slots = await Promise.all([
      this.limits.take(`register:ip:${ip}`, { limit: this.config.registerLimitPerHour, windowSeconds: 60 * 60, lockSeconds: 60 * 60 }),
      // Per account too: repeated sign-ups for one address (probing which emails exist) stop after 4 an hour.
      this.limits.take(`register:email:${email}`, REGISTER_EMAIL_RULE),
    ]);
    const refused = slots.find((slot) => !slot.allowed);
    if (refused) throw rateLimited(`Too many sign-ups from your network. Please try again in ${minutesText(refused.retryAfterSeconds)}.`);

    let referredById: string | null = null;
    const referralId = input.referralId?.trim();
    if (referralId) {
      const referrer = await this.users.findByReferralId(referralId);
      if (!referrer) throw badInput('The referral ID is not valid. Check the link you were given or leave the field empty.', 'UNKNOWN_REFERRAL');
      referredById = referrer.id;
    }
    return this.users.create({ fullname, username, email, passwordHash: await this.hashPassword(password), referredById });
  }

  /**
   * Checks a password. A slot of the account's and the IP's limits is taken before verifying
   * (counted in Postgres, across instances), so a burst of parallel guesses gets at most the
   * limit's worth of verifications; the failure that uses the last slot already answers "locked".
   */
  async validateLogin(emailInput: string, password: string, ip: string, client?: ClientInfo): Promise<UserEntity> {
    const email = emailInput?.trim().toLowerCase();
    if (!email || !password) throw badInput('All fields are required to proceed');
    const accountKey = loginAccountKey(email);
    const [account, fromIp] = await Promise.all([this.limits.take(accountKey, LOGIN_ACCOUNT_RULE), this.limits.take(loginIpKey(ip), LOGIN_IP_RULE)]);
    const refused = [account, fromIp].find((slot) => !slot.allowed);
    if (refused) throw lockedOut(refused.retryAfterSeconds);

    const user = await this.users.findByEmail(email);
    // Verify against a dummy hash when the email is unknown so both answers take as long.
    const ok = await verify(user?.passwordHash ?? (await this.getDummyHash()), password).catch(() => false);
    if (!user || !ok) {
      if (user) await this.activity.record(user.id, ActivityKind.SIGN_IN_FAILED, client ?? { ip, userAgent: null });
      const spent = [account, fromIp].find((slot) => slot.remaining === 0);
      if (spent) throw lockedOut(LOGIN_ACCOUNT_RULE.lockSeconds);
      throw new DomainError(ErrorKind.UNAUTHENTICATED, 'Invalid email or password.', 'INVALID_CREDENTIALS');
    }
    // With 2FA on the count is cleared only when the second factor is right too.
    if (!this.twoFactor.isEnabled(user)) await this.limits.reset(accountKey, LOGIN_ACCOUNT_RULE);
    return user;
  }

  /**
   * Changes the password of a signed-in user: the current password (one of the account's
   * verification slots) and, with 2FA on, a code. Every other session of the user ends.
   */
  async changePassword(
    user: UserEntity,
    input: { currentPassword?: string; newPassword?: string; twoFactorCode?: string | null },
    currentSessionId: string,
    client: ClientInfo,
  ): Promise<void> {
    const { currentPassword, newPassword } = input;
    if (!currentPassword || !newPassword) throw badInput('All fields are required to proceed');
    checkPassword(newPassword);
    if (newPassword === currentPassword) throw badInput('The new password must be different from the current one.', 'SAME_PASSWORD');
    const slot = await this.limits.take(loginAccountKey(user.email), LOGIN_ACCOUNT_RULE);
    if (!slot.allowed) throw lockedOut(slot.retryAfterSeconds);
    if (!(await verify(user.passwordHash, currentPassword).catch(() => false))) {
      if (slot.remaining === 0) throw lockedOut(LOGIN_ACCOUNT_RULE.lockSeconds);
      throw badInput('The current password is not correct.', 'INVALID_PASSWORD');
    }
    await this.twoFactor.requireStepUp(user, input.twoFactorCode, client);
    await this.limits.reset(loginAccountKey(user.email), LOGIN_ACCOUNT_RULE);
    const passwordHash = await this.hashPassword(newPassword);
    await this.db.transaction(async (manager) => {
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await manager.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1 AND sid <> $2`, [user.id, currentSessionId]);
      await manager.query(`UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [user.id, this.clock.now()]);
      await this.activity.record(user.id, ActivityKind.PASSWORD_CHANGED, client, manager);
    });
    await this.mail.send({
      to: user.email,
      subject: 'Your password was changed',
      text:
        `Hello ${user.fullname},\n\nThe password of your account was just changed${client.ip ? ` (from ${client.ip})` : ''}, and every other ` +
        `session was signed out.\n\nIf this was not you, reset your password at once with "Forgot password" on the sign-in page and contact support.\n`,
    });
  }

  async requestPasswordReset(emailInput: string, ip: string): Promise<void> {
    const email = emailInput?.trim().toLowerCase();
    if (!email || !EMAIL.test(email)) throw badInput('Please enter a valid email address.');
    const slots = await Promise.all([
      this.limits.take(`reset:email:${email}`, RESET_EMAIL_RULE),
      this.limits.take(`reset:ip:${ip}`, { ...RESET_EMAIL_RULE, limit: 20 }),
    ]);
    const refused = slots.find((slot) => !slot.allowed);
    if (refused) throw rateLimited(`Too many reset requests. Please try again in ${minutesText(refused.retryAfterSeconds)}.`);
    const user = await this.users.findByEmail(email);
    if (!user) return; // same answer either way: the form must not reveal who has an account
    const token = randomBytes(32).toString('base64url');
    await this.db.getRepository(PasswordResetTokenEntity).insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(this.clock.now().getTime() + RESET_TTL_MS),
    });
    const link = `${this.config.publicUrl}/account/reset_password?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Reset your password',
      text:
        `Hello ${user.fullname},\n\nSomeone (hopefully you) asked to reset the password of your account.\n` +
        `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
        `If you did not ask for this, ignore this email; your password stays as it is.\n`,
    });
  }

  /** Uses a reset token once: sets the password, spends every open token of the user and signs out all their sessions. */
  async resetPassword(token: string, password: string, client: ClientInfo = { ip: null, userAgent: null }): Promise<void> {
    if (!token?.trim()) throw badInput('This reset link is invalid or has expired. Please ask for a new one.', 'INVALID_RESET_TOKEN');
    checkPassword(password ?? '');
    const passwordHash = await this.hashPassword(password);
    await this.db.transaction(async (manager) => {
      // TypeORM answers an UPDATE ... RETURNING with [rows, affectedCount].
      const [rows]: [Array<{ user_id: string }>, number] = await manager.query(
        `UPDATE password_reset_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id`,
        [sha256(token.trim()), this.clock.now()],
      );
      const userId = rows[0]?.user_id;
      if (!userId) throw badInput('This reset link is invalid or has expired. Please ask for a new one.', 'INVALID_RESET_TOKEN');
      await this.users.setPasswordHash(userId, passwordHash, manager);
      await manager.query(`UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [userId, this.clock.now()]);
      await manager.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`, [userId]);
      await this.activity.record(userId, ActivityKind.PASSWORD_RESET, client, manager);
    });
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
