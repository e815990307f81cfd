import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, AppConfig, DIRECT_DATABASE_URL } from '../../config/env';
import { ensureQueue } from '../../database/pg-boss-queue';
import { outageLog } from '../../database/outage-log';
import { LiabilitiesService } from './liabilities.service';

export const LIABILITIES_QUEUE = 'liabilities-snapshot';

/**
 * Takes a proof-of-liabilities snapshot on LIABILITIES_CRON (default weekly, Monday 00:00 UTC)
 * with pg-boss: one job per tick for all instances, taken by one worker; the snapshot's advisory
 * lock refuses a second one at the same moment. Off when LIABILITIES_CRON=off (and in tests). A
 * failed start is retried with backoff and never stops the app.
 */
@Injectable()
export class LiabilitiesScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LiabilitiesScheduler.name);
  private boss?: PgBoss;
  private starting?: Promise<void>;
  private stopping = false;
  private wake?: () => void;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIRECT_DATABASE_URL) private readonly databaseUrl: string,
    private readonly liabilities: LiabilitiesService,
  ) {}

  onApplicationBootstrap() {
    const cron = this.config.liabilitiesCron;
    if (cron) this.starting = this.startWithRetry(cron);
  }

  private async startWithRetry(cron: string) {
    for (let attempt = 1; !this.stopping; attempt += 1) {
      try {
        await this.start(cron);
        if (this.stopping) await this.boss?.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
        return;
      } catch (error) {
        await this.boss?.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
        this.boss = undefined;
        if (this.stopping) return;
        const delay = Math.min(60_000, 1000 * 2 ** Math.min(attempt - 1, 16));
        this.logger.error(
          `the liabilities schedule did not start (attempt ${attempt}): ${(error as Error)?.message ?? error}; trying again in ${delay / 1000} s`,
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  private async start(cron: string) {
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 2 });
    this.boss = boss;
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    await ensureQueue(boss, LIABILITIES_QUEUE, { policy: 'singleton', retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 });
    await boss.schedule(LIABILITIES_QUEUE, cron, {}, { tz: 'UTC' });
    await boss.work(LIABILITIES_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
      await this.liabilities.createSnapshot({ kind: 'schedule' });
    });
  }

  async onApplicationShutdown() {
    this.stopping = true;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.starting, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }
}
