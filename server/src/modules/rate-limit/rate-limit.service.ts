import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { APP_CONFIG, AppConfig } from '../../config/env';

export interface RateLimitRule {
  /** Attempts allowed within one window; the next one is refused and locks the key. */
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** The outcome of taking one slot. */
export interface RateLimitSlot {
  /** False when the key is locked: the attempt must not go ahead. */
  allowed: boolean;
  /** Slots left in the window after this one (0: this was the last allowed attempt). */
  remaining: number;
  /** Seconds until the key frees up (the lock when refused, else the window's end). */
  retryAfterSeconds: number;
}

const TABLE = 'rate_limiter';

/**
 * Counters in Postgres through rate-limiter-flexible, so every app instance draws on the same
 * quota. A slot is taken atomically (one upsert) before the work it guards: a burst of parallel
 * attempts can never get more than `limit` of them through, however they interleave.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Takes one slot for `key` under `rule`. */
  async take(key: string, rule: RateLimitRule): Promise<RateLimitSlot> {
    try {
      const res = await this.limiter(rule).consume(key);
      return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: seconds(res.msBeforeNext) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, remaining: 0, retryAfterSeconds: seconds(rejection.msBeforeNext) };
      throw rejection;
    }
  }

  /** Forgets the key's attempts (a successful sign-in clears its failures). */
  async reset(key: string, rule: RateLimitRule): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  private limiter(rule: RateLimitRule): RateLimiterPostgres {
    const id = `${rule.limit}/${rule.windowSeconds}/${rule.lockSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.storeClient(),
        storeType: 'pool',
        tableName: TABLE,
        // The table comes from a migration; expired rows are pruned by the library every hour.
        tableCreated: true,
        clearExpiredByTimeout: true,
        keyPrefix: '',
        points: rule.limit,
        duration: rule.windowSeconds,
        blockDuration: rule.lockSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /**
   * The app's pool. The library names its statements (prepared once per connection); behind a
   * transaction pooler they go unnamed, as a name prepared on one server connection is missing
   * (or already taken) on the next one the pooler hands out.
   */
  private storeClient(): Pick<Pool, 'query'> {
    const pool = (this.db.driver as PostgresDriver).master as Pool;
    if (this.config.databasePoolMode === 'session') return pool;
    return { query: ({ text, values }: { text: string; values?: unknown[] }) => pool.query(text, values) } as Pick<Pool, 'query'>;
  }
}

const seconds = (ms: number) => (ms > 0 ? Math.ceil(ms / 1000) : 0);

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
