/**
 * What the app knows about its database's health, shared by the embedded Postgres watchdog
 * (main.ts), the database monitor (modules/health) and the health endpoints. One per process.
 *
 * - readiness (/api/health): the database answers now;
 * - liveness (/api/health/live): the app can still recover by itself. It fails only when the embedded
 *   Postgres could not be restarted (RESTART_ATTEMPTS in a row) or the database has been unreachable
 *   for longer than DB_UNREACHABLE_GRACE_SECONDS; a supervisor then restarts the app.
 */
export class DatabaseRecovery {
  /** Since when (ms epoch) the database has not answered; undefined while it answers. */
  unreachableSince?: number;
  /** Why the embedded Postgres watchdog gave up (it keeps trying, slowly), or undefined. */
  embeddedGaveUp?: string;
  /** Restarts of the embedded Postgres made by the watchdog since the app started. */
  embeddedRestarts = 0;

  /** The database answers: whatever went wrong is over (also a give-up the watchdog has not cleared yet). */
  reachable(): void {
    this.unreachableSince = undefined;
    this.embeddedGaveUp = undefined;
  }

  unreachable(now = Date.now()): void {
    this.unreachableSince ??= now;
  }

  /** Why the app cannot recover by itself (liveness fails), or undefined when it can. */
  unrecoverable(graceMs: number, now = Date.now()): string | undefined {
    if (this.embeddedGaveUp) return this.embeddedGaveUp;
    if (this.unreachableSince !== undefined && now - this.unreachableSince > graceMs) {
      return `the database has been unreachable for ${Math.round((now - this.unreachableSince) / 1000)} s`;
    }
    return undefined;
  }
}

export const databaseRecovery = new DatabaseRecovery();
