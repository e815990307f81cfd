import { isConnectionError } from './connection-errors';

/** How long a read after a commit keeps retrying while the database is away (an embedded restart takes seconds). */
export const AFTER_COMMIT_RETRY_MS = 30_000;

/**
 * A read made after a money call committed (the answer's details). The movement is done, so the
 * caller must hear success: a lost connection (the database restarting) is retried with backoff
 * for up to `withinMs`; any other error is thrown as it is (a bug, not an outage).
 */
export async function readAfterCommit<T>(read: () => Promise<T>, withinMs = AFTER_COMMIT_RETRY_MS): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!isConnectionError(error) || Date.now() - started >= withinMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 2000)));
    }
  }
}
