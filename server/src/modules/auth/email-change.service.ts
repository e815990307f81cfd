import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/session-user';
import { sqlExec, sqlOne } from '../../database/sql';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import type { ClientInfo } from '../../common/actor';
import { SecurityMailService } from '../mail/security-mail.service';
import { RateLimitRule, RateLimitService } from '../rate-limit/rate-limit.service';
import { UserEntity } from '../users/user.entity';
import { UserCredentialsService } from '../users/user-credentials.service';
import { UsersService } from '../users/users.service';
import { AuthError, AuthErrorCode, tooManyEmailCodes } from './auth.errors';
import { EMAIL } from './password-hash';
import { PasswordResetService } from './password-reset.service';

const CODE = /^\d{6}$/;
/** An address with a control character (a header injection attempt) is refused. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const CODE_TTL_MINUTES = 15;
/** Wrong codes a request survives; the fifth voids it. */
const MAX_FAILED = 5;
/** Codes sent per account per hour (Send Code and Resend Code together). */
const SEND_RULE: RateLimitRule = { limit: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

export const EMAIL_CODE_SENT_MESSAGE = 'A confirmation code has been sent to your new email. Please enter the code';

export interface EmailChangeRequest {
  /** The REST form also sends the current address and a confirmation; GraphQL only the new one. */
  currentEmail?: string;
  newEmail?: string;
  confirmEmail?: string;
}

interface PendingRow {
  new_email: string;
  code_hash: string;
  expired: boolean;
  failed_attempts: number;
}

const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/**
 * Email change proven by a code sent to the new address (the spec's modal), asked for by a session
 * that confirmed its password and second factor (@RequiresStepUp() on the handlers): one open request per
 * user, valid 15 minutes, voided by the fifth wrong code; the old address is told when it is done.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly credentials: UserCredentialsService,
    private readonly activity: ActivityService,
    private readonly limits: RateLimitService,
    private readonly mail: SecurityMailService,
    private readonly resets: PasswordResetService,
  ) {}

  async request(user: Pick<SessionUser, 'id' | 'email' | 'fullname'>, input: EmailChangeRequest, _client: ClientInfo): Promise<void> {
    const newEmail = input.newEmail?.trim().toLowerCase() ?? '';
    if (!newEmail || (input.confirmEmail !== undefined && !input.confirmEmail.trim()))
      throw new AuthError(AuthErrorCode.EMAIL_FIELDS_REQUIRED).about(newEmail ? 'confirmEmail' : 'newEmail');
    if (input.confirmEmail !== undefined && input.confirmEmail.trim().toLowerCase() !== newEmail) {
      throw new AuthError(AuthErrorCode.EMAILS_DO_NOT_MATCH);
    }
    if (input.currentEmail !== undefined && input.currentEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AuthError(AuthErrorCode.WRONG_CURRENT_EMAIL);
    }
    if (newEmail.length > 254 || !EMAIL.test(newEmail) || CONTROL_CHARACTER.test(newEmail)) throw new AuthError(AuthErrorCode.INVALID_EMAIL).about('newEmail');
    if (newEmail === user.email.toLowerCase()) throw new AuthError(AuthErrorCode.SAME_EMAIL);
    // The slot is taken before the address is looked up: EMAIL_TAKEN tells whether an address has an
    // account, so probing addresses draws on the same 5 an hour as sending codes.
    const slot = await this.limits.take(`email-change:${user.id}`, SEND_RULE);
    if (!slot.allowed) throw tooManyEmailCodes(slot.retryAfterSeconds);
    const taken = await this.users.findByEmail(newEmail);
    if (taken) throw new AuthError(AuthErrorCode.EMAIL_TAKEN).about('newEmail');

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await sqlExec(
      this.db,
      `INSERT INTO email_change_requests (user_id, new_email, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4))
       ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, code_hash = EXCLUDED.code_hash,
         expires_at = EXCLUDED.expires_at, failed_attempts = 0, created_at = now()`,
      [user.id, newEmail, codeHash(user.id, code).toString('hex'), CODE_TTL_MINUTES],
    );
    const { locale } = await this.users.requireById(user.id);
    await this.mail.emailCode({ email: newEmail, fullname: user.fullname, locale }, code, CODE_TTL_MINUTES);
  }

  async confirm(user: Pick<SessionUser, 'id' | 'email' | 'fullname'>, codeInput: string, client: ClientInfo): Promise<UserEntity> {
    const code = typeof codeInput === 'string' ? codeInput.trim() : '';
    if (!CODE.test(code)) throw new AuthError(AuthErrorCode.INVALID_EMAIL_CODE);
    const outcome = await this.db.transaction(async (manager) => {
      const row = await sqlOne<PendingRow>(
        manager,
        `SELECT new_email, code_hash, expires_at <= now() AS expired, failed_attempts FROM email_change_requests WHERE user_id = $1 FOR UPDATE`,
        [user.id],
      );
      if (!row || row.expired) {
        if (row) await sqlExec(manager, `DELETE FROM email_change_requests WHERE user_id = $1`, [user.id]);
        return 'none' as const;
      }
      if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), codeHash(user.id, code))) {
        // Counted in this transaction, which commits: the refusal is thrown after it.
        if (row.failed_attempts + 1 >= MAX_FAILED) {
          await sqlExec(manager, `DELETE FROM email_change_requests WHERE user_id = $1`, [user.id]);
          return 'voided' as const;
        }
        await sqlExec(manager, `UPDATE email_change_requests SET failed_attempts = failed_attempts + 1 WHERE user_id = $1`, [user.id]);
        return 'wrong' as const;
      }
      await this.credentials.changeEmail(user.id, row.new_email, manager);
      // Every code and reset link sent before the change is void: this row (the one open code)
      // goes, and so does every open reset link, which went to the old address.
      await sqlExec(manager, `DELETE FROM email_change_requests WHERE user_id = $1`, [user.id]);
      await this.resets.spendOpenTokens(manager, user.id);
      await this.activity.record(user.id, ActivityKind.EMAIL_CHANGED, client, manager);
      return { newEmail: row.new_email };
    });
    if (outcome === 'none') throw new AuthError(AuthErrorCode.NO_EMAIL_CHANGE);
    if (outcome === 'voided') throw new AuthError(AuthErrorCode.EMAIL_CHANGE_VOIDED);
    if (outcome === 'wrong') throw new AuthError(AuthErrorCode.INVALID_EMAIL_CODE, 'The code is not correct. Check the email we sent and try again.');
    const account = await this.users.requireById(user.id);
    // To the old address (the account's is the new one now), in the account's language.
    await this.mail.emailChanged({ email: user.email, fullname: user.fullname, locale: account.locale }, outcome.newEmail);
    return account;
  }
}
