import type { Request, Response } from 'express';

import { SESSION_COOKIE } from '../../common/session-cookie';

export { SESSION_COOKIE };

/** Ends the session everywhere: the row in Postgres and the browser's cookie. */
export async function logOut(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logout({ keepSessionInfo: false }, (err) => (err ? reject(err) : resolve())));
  await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}
