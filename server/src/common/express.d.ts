import type { UserEntity } from '../modules/users/user.entity';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
    captchaAnswer?: string;
    passport?: { user?: string };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}
