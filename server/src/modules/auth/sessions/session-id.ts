import { createHash } from 'node:crypto';

/**
 * The id a session is shown and ended by: a hash of its cookie id, so the list never hands out
 * the secret that signs a browser in.
 */
export const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 32);
export const PUBLIC_SESSION_ID = /^[0-9a-f]{32}$/;
