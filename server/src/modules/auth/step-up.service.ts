import { Inject, Injectable, Logger } from '@nestjs/common';
import { verify } from '@node-rs/argon2';
import type { Request } from 'express';
import { actorOf } from '../../common/actor';
import { Clock } from '../../common/clock';
import { recordStepUp } from '../../common/step-up';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { UsersService } from '../users/users.service';
import { AuthError, AuthErrorCode, lockedOut } from './auth.errors';
import { LOGIN_ACCOUNT_RULE, loginAccountKey, loginIpKey, loginIpRule } from './login-limits';
import { TwoFactorService } from './two-factor/two-factor.service';

const onField = (error: AuthError, field: string) => Object.assign(error, { field });

/**
 * "Sudo mode": a signed-in session confirms its password (and second factor, when on) before a
 * change that could hand the account over (email, 2FA, API tokens, roles). Each try takes a slot
 * of the account's sign-in limit (a wrong one of the IP's too), so this is no faster a password
 * oracle than the sign-in form; a wrong password is recorded on the Activity page and logged.
 */
@Injectable()
export class StepUpService {
  private readonly logger = new Logger(StepUpService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly limits: RateLimitService,
    private readonly activity: ActivityService,
  ) {}

  /** Checks the password (and code) of the session's user; remembers the success in the session. Answers when it lapses. */
  async confirm(req: Request, userId: string, password: string, twoFactorCode: string | null | undefined): Promise<Date> {
    if (typeof password !== 'string' || !password) throw onField(new AuthError(AuthErrorCode.FIELDS_REQUIRED, 'Enter your password.'), 'password');
    const user = await this.users.requireById(userId);
    const client = actorOf(req);
    const accountKey = loginAccountKey(user.email);
    // The account's slot before verifying (a burst of guesses gets no more than the sign-in form gives).
    const slot = await this.limits.take(accountKey, LOGIN_ACCOUNT_RULE);
    if (!slot.allowed) throw lockedOut(slot.retryAfterSeconds);
    if (!(await verify(user.passwordHash, password).catch(() => false))) {
      await this.activity.record(user.id, ActivityKind.IDENTITY_CHECK_FAILED, client);
      this.logger.warn(`step-up refused for user ${user.id}: wrong password (ip ${client.ip ?? 'unknown'})`);
      // A wrong password also counts against the IP's sign-in limit (a right one does not spend an office's sign-ins).
      const fromIp = await this.limits.take(loginIpKey(client.ip ?? 'unknown'), loginIpRule(this.config.loginIpLimit));
      if (slot.remaining === 0 || !fromIp.allowed || fromIp.remaining === 0) throw lockedOut(LOGIN_ACCOUNT_RULE.lockSeconds);
      throw onField(new AuthError(AuthErrorCode.INVALID_PASSWORD, 'The password is not correct.'), 'password');
    }
    const twoFactor = this.twoFactor.isEnabled(user);
    if (twoFactor) {
      try {
        // Takes its own slot of the account's limit and spends the code (no replay).
        await this.twoFactor.requireStepUp(user, twoFactorCode, client);
      } catch (error) {
        if (error instanceof AuthError && error.code === AuthErrorCode.INVALID_TWO_FACTOR_CODE) {
          await this.activity.record(user.id, ActivityKind.IDENTITY_CHECK_FAILED, client);
          this.logger.warn(`step-up refused for user ${user.id}: wrong second factor (ip ${client.ip ?? 'unknown'})`);
        }
        if (error instanceof AuthError && error.code !== AuthErrorCode.SIGN_IN_LOCKED) onField(error, 'twoFactorCode');
        throw error;
      }
    }
    await this.limits.reset(accountKey, LOGIN_ACCOUNT_RULE);
    return new Date(recordStepUp(req, user.id, twoFactor, this.clock.now().getTime()));
  }
}
