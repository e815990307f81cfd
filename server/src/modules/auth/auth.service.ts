import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { SecurityMailService } from '../mail/security-mail.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { ApiTokensService } from '../api-tokens/api-tokens.service';
import { RateLimitRule, RateLimitService } from '../rate-limit/rate-limit.service';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import type { ClientInfo } from '../../common/actor';
import { UserEntity } from '../users/user.entity';
import { UserCredentialsService } from '../users/user-credentials.service';
import { UsersService } from '../users/users.service';
import { checkLocale, UserError, UserErrorCode } from '../users/users.errors';
import { DEFAULT_USER_LOCALE } from '../../common/locale';
import { AuthError, AuthErrorCode, lockedOut, tooManySignUps } from './auth.errors';
import { LOGIN_ACCOUNT_RULE, loginAccountKey, loginIpKey, loginIpRule } from './login-limits';
import { checkPassword } from './password-policy';
import { EMAIL, hashPassword } from './password-hash';
import { CredentialsRevoked, PasswordResetService } from './password-reset.service';
import { SessionsService } from './sessions/sessions.service';
import { TwoFactorService } from './two-factor/two-factor.service';

export interface Registration {
  fullName?: string;
  username?: string;
  email?: string;
  password?: string;
  referralId?: string | null;
  /** One of the ten languages; English when absent, refused when unknown. */
  locale?: string | null;
}

export const REGISTER_EMAIL_RULE: RateLimitRule = { limit: 4, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

export const REGISTERED_MESSAGE = 'Registration successful! You can now sign in with your email and password.';

/** What changePassword answers: the change and what it ended (the client words it from the counts). */
export function passwordChangedMessage({ revokedApiTokens }: CredentialsRevoked): string {
  const tokens = revokedApiTokens === 1 ? '1 API token was revoked' : `${revokedApiTokens} API tokens were revoked`;
  return `Your password has been changed. Your other sessions were signed out and ${tokens}.`;
}

/** Sign-up, the password check of a sign-in, and the change of a known password. */
@Injectable()
export class AuthService {
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly credentials: UserCredentialsService,
    private readonly sessions: SessionsService,
    private readonly resets: PasswordResetService,
    private readonly limits: RateLimitService,
    private readonly mail: SecurityMailService,
    private readonly activity: ActivityService,
    private readonly twoFactor: TwoFactorService,
    private readonly webhooks: WebhookEvents,
    private readonly apiTokens: ApiTokensService,
  ) {}

  hashPassword(password: string): Promise<string> {
    return hashPassword(password);
  }

  /** `client`: the caller's where-from (the actor's ClientInfo); its address keys the per-IP sign-up limit. */
  async register(input: Registration, client: ClientInfo): Promise<UserEntity> {
    const fullname = input.fullName?.trim();
    const username = input.username?.trim();
    const email = input.email?.trim().toLowerCase();
    const password = input.password ?? '';
    if (!fullname || !username || !email || !password.trim()) throw new AuthError(AuthErrorCode.FIELDS_REQUIRED);
    if (!EMAIL.test(email)) throw new AuthError(AuthErrorCode.INVALID_EMAIL);
    if (!/^[A-Za-z0-9_.-]{3,30}$/.test(username)) throw new AuthError(AuthErrorCode.INVALID_USERNAME);
    checkPassword(password);
    const locale = input.locale == null ? DEFAULT_USER_LOCALE : checkLocale(input.locale);

    const slots = await Promise.all([
      this.limits.take(`register:ip:${client.ip ?? 'unknown'}`, { limit: this.config.registerLimitPerHour, windowSeconds: 60 * 60, lockSeconds: 60 * 60 }),
      // Per account too: repeated sign-ups for one address (probing which emails exist) stop after 4 an hour.
      this.limits.take(`register:email:${email}`, REGISTER_EMAIL_RULE),
    ]);
    const refused = slots.find((slot) => !slot.allowed);
    if (refused) throw tooManySignUps(refused.retryAfterSeconds);

    let referredById: string | null = null;
    const referralId = input.referralId?.trim();
    if (referralId) {
      const referrer = await this.users.findByReferralId(referralId);
      if (!referrer) throw new AuthError(AuthErrorCode.UNKNOWN_REFERRAL);
      referredById = referrer.id;
    }
    const passwordHash = await this.hashPassword(password);
    // The user and its user.registered webhook commit together.
    return this.db.transaction(async (manager) => {
      const user = await this.users.create({ fullname, username, email, passwordHash, referredById, locale }, manager);
      await this.webhooks.emit(manager, 'user.registered', { id: user.id, email: user.email, username: user.username, referredById });
      return user;
    });
  }

  /**
   * Checks a password. A slot of the account's and the IP's limits is taken before verifying
   * (counted in Postgres, across instances), so a burst of parallel guesses gets at most the
   * limit's worth of verifications; the failure that uses the last slot already answers "locked".
   */
  async validateLogin(emailInput: string, password: string, client: ClientInfo): Promise<UserEntity> {
    const email = emailInput?.trim().toLowerCase();
    if (!email || !password) throw new AuthError(AuthErrorCode.FIELDS_REQUIRED);
    const accountKey = loginAccountKey(email);
    const [account, fromIp] = await Promise.all([
      this.limits.take(accountKey, LOGIN_ACCOUNT_RULE),
      this.limits.take(loginIpKey(client.ip ?? 'unknown'), loginIpRule(this.config.loginIpLimit)),
    ]);
    const refused = [account, fromIp].find((slot) => !slot.allowed);
    if (refused) throw lockedOut(refused.retryAfterSeconds);

    const user = await this.users.findByEmail(email);
    // Verify against a dummy hash when the email is unknown so both answers take as long.
    const ok = await verify(user?.passwordHash ?? (await this.getDummyHash()), password).catch(() => false);
    if (!user || !ok) {
      if (user) await this.activity.record(user.id, ActivityKind.SIGN_IN_FAILED, client);
      const spent = [account, fromIp].find((slot) => slot.remaining === 0);
      if (spent) throw lockedOut(LOGIN_ACCOUNT_RULE.lockSeconds);
      throw new AuthError(AuthErrorCode.INVALID_CREDENTIALS);
    }
    // Only after the right password: a frozen account with a wrong one answers as any wrong password.
    if (user.frozenAt) throw new UserError(UserErrorCode.ACCOUNT_FROZEN);
    // With 2FA on the count is cleared only when the second factor is right too.
    if (!this.twoFactor.isEnabled(user)) await this.limits.reset(accountKey, LOGIN_ACCOUNT_RULE);
    return user;
  }

  /**
   * Changes the password of a signed-in user: the current password (one of the account's
   * verification slots) and, with 2FA on, a code. Every other session of the user ends, half-done
   * sign-ins too, and the account's API tokens are revoked; answers how many of each.
   */
  async changePassword(
    userId: string,
    input: { currentPassword?: string; newPassword?: string; twoFactorCode?: string | null },
    currentSessionId: string,
    client: ClientInfo,
  ): Promise<CredentialsRevoked> {
    const { currentPassword, newPassword } = input;
    if (!currentPassword || !newPassword) throw new AuthError(AuthErrorCode.FIELDS_REQUIRED);
    checkPassword(newPassword, 'newPassword');
    if (newPassword === currentPassword) throw new AuthError(AuthErrorCode.SAME_PASSWORD);
    const user = await this.users.requireById(userId);
    const slot = await this.limits.take(loginAccountKey(user.email), LOGIN_ACCOUNT_RULE);
    if (!slot.allowed) throw lockedOut(slot.retryAfterSeconds);
    if (!(await verify(user.passwordHash, currentPassword).catch(() => false))) {
      if (slot.remaining === 0) throw lockedOut(LOGIN_ACCOUNT_RULE.lockSeconds);
      throw new AuthError(AuthErrorCode.INVALID_PASSWORD);
    }
    await this.twoFactor.requireStepUp(user, input.twoFactorCode, client);
    await this.limits.reset(loginAccountKey(user.email), LOGIN_ACCOUNT_RULE);
    const passwordHash = await this.hashPassword(newPassword);
    const revoked = await this.db.transaction(async (manager) => {
      await this.credentials.setPasswordHash(user.id, passwordHash, manager);
      const signedOutSessions = await this.sessions.endAllOf(manager, user.id, currentSessionId);
      await this.resets.spendOpenTokens(manager, user.id);
      // Revoked, not just flagged: a token minted with a stolen session would outlive the change.
      const revokedApiTokens = await this.apiTokens.revokeAllOf(manager, user.id, client);
      await this.activity.record(user.id, ActivityKind.PASSWORD_CHANGED, client, manager);
      return { signedOutSessions, revokedApiTokens };
    });
    await this.mail.passwordChanged(user, client.ip);
    return revoked;
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
