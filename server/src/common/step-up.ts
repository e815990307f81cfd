import type { Request } from 'express';

/**
 * How long a confirmed password ("sudo mode") lasts in one session: long enough to finish the
 * change it was asked for (an email change's code, an authenticator's setup), short enough that a
 * cookie stolen later finds it gone.
 */
export const STEP_UP_WINDOW_MS = 10 * 60 * 1000;

/** Whether this request's session confirmed its user's password (and 2FA, when on) within the window. */
export function hasFreshStepUp(req: Request, nowMs: number): boolean {
  const stepUp = req.session?.stepUp;
  const user = req.user;
  if (!stepUp || !user || req.bearer) return false;
  if (stepUp.userId !== user.id || !(nowMs < stepUp.until)) return false;
  // Confirmed while 2FA was off and turned on since: the second factor was never shown.
  return !user.twoFactorEnabled || stepUp.twoFactor;
}

/** Remembers a successful confirmation in the session (saved with the response). */
export function recordStepUp(req: Request, userId: string, twoFactor: boolean, nowMs: number): number {
  const until = nowMs + STEP_UP_WINDOW_MS;
  req.session.stepUp = { userId, until, twoFactor };
  return until;
}

/** Forgets it: at sign-in (the session's data survives the id's rotation) and after a password change. */
export function clearStepUp(req: Request): void {
  if (req.session?.stepUp) delete req.session.stepUp;
}
