import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { databaseRecovery } from '../../database/recovery';
import { sqlExec } from '../../database/sql';

/** How often the database is pinged in the background (liveness reads the result, it never queries). */
export const MONITOR_INTERVAL_MS = 2000;
const PING_TIMEOUT_MS = 2000;

/**
 * Pings the database every MONITOR_INTERVAL_MS and records whether it answers in databaseRecovery
 * (one line when it goes away, one when it is back). Readiness also pings on each call.
 */
@Injectable()
export class DatabaseMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseMonitor.name);
  private timer?: NodeJS.Timeout;
  private pinging = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.tick(), MONITOR_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  /** Whether the database answers within the timeout; records the outcome. */
  async ping(): Promise<boolean> {
    let ok = false;
    let why = '';
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS)),
      );
      await Promise.race([sqlExec(this.db, 'SELECT 1'), timeout]).finally(() => clearTimeout(timer));
      ok = true;
    } catch (error) {
      why = (error as Error).message;
    }
    const wasDown = databaseRecovery.unreachableSince;
    if (ok) {
      databaseRecovery.reachable();
      if (wasDown !== undefined) this.logger.log(`The database answers again after ${Date.now() - wasDown} ms`);
    } else {
      databaseRecovery.unreachable();
      if (wasDown === undefined) this.logger.warn(`The database does not answer (${why}); requests needing it fail until it is back`);
    }
    return ok;
  }

  /** Background ping (skipped while one is under way). */
  private async tick() {
    if (this.pinging) return;
    this.pinging = true;
    await this.ping().finally(() => (this.pinging = false));
  }

  /** Why the app cannot recover by itself, or undefined. */
  unrecoverable(): string | undefined {
    return databaseRecovery.unrecoverable(this.config.dbUnreachableGraceSeconds * 1000);
  }
}
