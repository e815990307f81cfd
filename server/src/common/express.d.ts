import type { SessionUser } from './session-user';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
    captchaAnswer?: string;
    passport?: { user?: string };
    /** Where and when this session was signed in (the Activity page's session list). */
    meta?: { createdAt: number; lastSeenAt: number; ip: string | null; userAgent: string | null };
    /** The password was right and the authenticator code is awaited; not signed in yet. */
    twoFactorPending?: { userId: string; at: number; /** Which password it passed (sign-in.service's passwordStamp). */ password?: string };
    /**
     * The signed-in user confirmed the password (and the second factor when it was on) until
     * `until` (ms, app clock): @RequiresStepUp() operations pass until then. See common/step-up.ts.
     */
    stepUp?: { userId: string; until: number; twoFactor: boolean };
  }
}

declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: Express's User becomes our SessionUser
    interface User extends SessionUser {}
  }
}
