import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import { describeDevice } from '../activity/client-info';
import { actorOf } from '../../common/actor';
import { SecurityMailService } from '../mail/security-mail.service';
import { toSessionUser } from '../../common/session-user';
import { clearStepUp } from '../../common/step-up';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { UserError, UserErrorCode } from '../users/users.errors';
import { AuthError, AuthErrorCode } from './auth.errors';
import { TwoFactorService } from './two-factor/two-factor.service';

/** How long the second step of a sign-in may wait after the password. */
const SECOND_STEP_TTL_MS = 5 * 60 * 1000;

export type SignInOutcome = 'signed_in' | 'two_factor_required';

const secondStepExpired = () => new AuthError(AuthErrorCode.TWO_FACTOR_LOGIN_EXPIRED);

/**
 * Which password a pending sign-in passed (a digest of its hash, which changes with every new
 * password): a sign-in started before a reset or change cannot be completed after it, even by a
 * request that was under way while the reset ended the sessions.
 */
const passwordStamp = (user: UserEntity) => createHash('sha256').update(user.passwordHash).digest('base64url').slice(0, 22);

/** Logs the request in, keeping the session's data (CSRF token) but rotating its id (no fixation). */
function logIn(req: Request, user: UserEntity): Promise<void> {
  // req.user is what handlers see for the rest of this request: the SessionUser, never the entity.
  return new Promise((resolve, reject) => req.logIn(toSessionUser(user), { session: true, keepSessionInfo: true }, (err) => (err ? reject(err) : resolve())));
}

/**
 * Turns a checked password into a session: at once, or, with 2FA on, after the authenticator
 * code (the session holds only "password passed" until then and is not signed in).
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersService,
    private readonly twoFactor: TwoFactorService,
    private readonly activity: ActivityService,
    private readonly mail: SecurityMailService,
  ) {}

  async afterPassword(req: Request, user: UserEntity): Promise<SignInOutcome> {
    if (!this.twoFactor.isEnabled(user)) {
      await this.complete(req, user);
      return 'signed_in';
    }
    req.user = undefined;
    req.session.twoFactorPending = { userId: user.id, at: Date.now(), password: passwordStamp(user) };
    return 'two_factor_required';
  }

  /** The second step: an authenticator code (or an unused recovery code) for the pending sign-in. */
  async secondStep(req: Request, code: string): Promise<UserEntity> {
    const pending = req.session?.twoFactorPending;
    if (!pending || Date.now() - pending.at > SECOND_STEP_TTL_MS) {
      if (req.session) delete req.session.twoFactorPending;
      throw secondStepExpired();
    }
    const user = await this.users.findById(pending.userId);
    if (!user || !this.twoFactor.isEnabled(user) || pending.password !== passwordStamp(user)) {
      delete req.session.twoFactorPending;
      throw secondStepExpired();
    }
    // Frozen between the password and the code.
    if (user.frozenAt) {
      delete req.session.twoFactorPending;
      throw new UserError(UserErrorCode.ACCOUNT_FROZEN);
    }
    await this.twoFactor.verify(user, code, actorOf(req));
    delete req.session.twoFactorPending;
    await this.complete(req, user);
    return user;
  }

  isAwaitingSecondFactor(req: Request): boolean {
    return !req.user && !!req.session?.twoFactorPending;
  }

  private async complete(req: Request, user: UserEntity): Promise<void> {
    await logIn(req, user);
    // The session's data survives the id's rotation: a confirmed password from before (another user, an earlier sign-in) does not.
    clearStepUp(req);
    // The actor as the request began (no one signed in yet): its where-from is what the session and the log record.
    const client = actorOf(req);
    const now = Date.now();
    req.session.meta = { createdAt: now, lastSeenAt: now, ip: client.ip, userAgent: client.userAgent };
    const device = describeDevice(client.userAgent);
    const seen = await this.activity.knownDevice(user.id, device);
    await this.activity.record(user.id, ActivityKind.SIGN_IN, client);
    // The very first sign-in after registering is expected; later ones from a new device are told.
    if (!seen.firstSignIn && !seen.known) {
      await this.mail.newSignIn(user, { device, ip: client.ip, at: new Date(now) });
    }
  }
}
