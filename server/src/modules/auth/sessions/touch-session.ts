import type { RequestHandler } from 'express';

/** How stale a session's "last seen" may get before a request refreshes it (one write per 5 minutes at most). */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Keeps a signed-in session's last-seen time for the session list, without a write per request. */
export const touchSession: RequestHandler = (req, _res, next) => {
  const meta = req.user ? req.session?.meta : undefined;
  if (meta && Date.now() - meta.lastSeenAt > LAST_SEEN_RESOLUTION_MS) meta.lastSeenAt = Date.now();
  next();
};
