import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface RateLimitRule {
  /** Hits allowed within one window before the key is locked. */
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}

/**
 * Fixed-window counters in Postgres, so every app instance sees the same counts
 * (an in-memory throttler would let each instance grant its own quota).
 */
@Injectable()
export class RateLimitService {
  constructor(private readonly db: DataSource) {}

  /** Seconds left on the key's lock, or 0 when it is not locked. */
  async lockedFor(key: string): Promise<number> {
    const rows = await this.db.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS secs FROM rate_limits WHERE key = $1 AND locked_until > now()`,
      [key],
    );
    return rows[0]?.secs ?? 0;
  }

  /** Counts one hit atomically; returns the seconds the key is now locked for (0 when under the limit). */
  async hit(key: string, rule: RateLimitRule): Promise<number> {
    // One upsert: in ON CONFLICT, r.* are the values before this hit.
    const rows = await this.db.query(
      `INSERT INTO rate_limits AS r (key, hits, window_started_at, locked_until)
       VALUES ($1, 1, now(), CASE WHEN 1 >= $3 THEN now() + make_interval(secs => $4) END)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
         window_started_at = CASE WHEN r.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE r.window_started_at END,
         locked_until = CASE
           WHEN (CASE WHEN r.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END) >= $3
           THEN now() + make_interval(secs => $4)
           ELSE r.locked_until END
       RETURNING CASE WHEN locked_until > now() THEN ceil(extract(epoch FROM locked_until - now()))::int ELSE 0 END AS secs`,
      [key, rule.windowSeconds, rule.limit, rule.lockSeconds],
    );
    return rows[0]?.secs ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
