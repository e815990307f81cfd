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

/** Failed sign-ins per account: 10 in 15 minutes lock the account's sign-in for 15 minutes. */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
/** Failed sign-ins per IP: enough for a shared office, not for credential stuffing. */
export const LOGIN_IP_RULE: RateLimitRule = { limit: 50, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
export const REGISTER_EMAIL_RULE: RateLimitRule = { limit: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };
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

    const lockedFor = Math.max(
      await this.limits.hit(`register:ip:${ip}`, { limit: this.config.registerLimitPerHour, windowSeconds: 60 * 60, lockSeconds: 60 * 60 }),
      // Per account too: repeated sign-ups for one address (probing which emails exist) stop after 5 an hour.
      await this.limits.hit(`register:email:${email}`, REGISTER_EMAIL_RULE),
    );
    if (lockedFor > 0) throw rateLimited(`Too many sign-ups from your network. Please try again in ${minutesText(lockedFor)}.`);

    let referredById: string | null = null;
    const referralId = input.referralId?.trim();
    if (referralId) {
      const referrer = await this.users.findByReferralId(referralId);
      if (!referrer) throw badInput('The referral ID is not valid. Check the link you were given or leave the field empty.', 'UNKNOWN_REFERRAL');
      referredById = referrer.id;
    }
    return this.users.create({ fullname, username, email, passwordHash: await this.hashPassword(password), referredById });
  }

  /** Checks a sign-in; locks an account or IP after too many failures (counted in Postgres, across instances). */
  async validateLogin(emailInput: string, password: string, ip: string): Promise<UserEntity> {
    const email = emailInput?.trim().toLowerCase();
    if (!email || !password) throw badInput('All fields are required to proceed');
    const accountKey = `login:account:${email}`;
    const ipKey = `login:ip:${ip}`;
    const locked = Math.max(await this.limits.lockedFor(accountKey), await this.limits.lockedFor(ipKey));
    if (locked > 0) throw this.lockedError(locked);

    const user = await this.users.findByEmail(email);
    // Verify against a dummy hash when the email is unknown so both answers take as long.
    const ok = await verify(user?.passwordHash ?? (await this.getDummyHash()), password).catch(() => false);
    if (!user || !ok) {
      const lockedNow = Math.max(await this.limits.hit(accountKey, LOGIN_ACCOUNT_RULE), await this.limits.hit(ipKey, LOGIN_IP_RULE));
      if (lockedNow > 0) throw this.lockedError(lockedNow);
      throw new DomainError(ErrorKind.UNAUTHENTICATED, 'Invalid email or password.', 'INVALID_CREDENTIALS');
    }
    await this.limits.reset(accountKey);
    return user;
  }

  async requestPasswordReset(emailInput: string, ip: string): Promise<void> {
    const email = emailInput?.trim().toLowerCase();
    if (!email || !EMAIL.test(email)) throw badInput('Please enter a valid email address.');
    const lockedFor = Math.max(
      await this.limits.hit(`reset:email:${email}`, RESET_EMAIL_RULE),
      await this.limits.hit(`reset:ip:${ip}`, { ...RESET_EMAIL_RULE, limit: 20 }),
    );
    if (lockedFor > 0) throw rateLimited(`Too many reset requests. Please try again in ${minutesText(lockedFor)}.`);
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
  async resetPassword(token: string, password: string): Promise<void> {
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
    });
  }

  private lockedError(seconds: number) {
    return rateLimited(`Too many failed sign-in attempts. Sign-in is locked; please try again in ${minutesText(seconds)}.`);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
