import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { ensureQueue } from '../../database/pg-boss-queue';
import { APP_CONFIG, AppConfig, DIRECT_DATABASE_URL } from '../../config/env';
import { outageLog } from '../../database/outage-log';
import { MetricsService } from '../metrics/metrics.service';
import { RatesService } from './rates.service';

export const RATES_QUEUE = 'asset-rates';
/** Every minute (UTC), as the issue asks; pg-boss makes one job of each tick for all instances. */
const RATES_CRON = '* * * * *';

/**
 * Refreshes the USD rates every minute with pg-boss: one job per tick for all instances, taken by
 * one worker, plus one job at start so a fresh boot quotes within seconds. RatesService.refresh
 * claims each asset row for 50 s, so even two jobs in one minute fetch once. Off when
 * RATE_PROVIDER=off. A failed start is retried with backoff and never stops the app.
 */
@Injectable()
export class RatesScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RatesScheduler.name);
  private boss?: PgBoss;
  private starting?: Promise<void>;
  private stopping = false;
  private wake?: () => void;
  /** Refresh jobs this instance has run (tests read it). */
  processed = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIRECT_DATABASE_URL) private readonly databaseUrl: string,
    private readonly rates: RatesService,
    private readonly metrics: MetricsService,
  ) {}

  onApplicationBootstrap() {
    if (this.config.rateProvider === 'off') return;
    this.starting = this.startWithRetry();
  }

  private async startWithRetry() {
    for (let attempt = 1; !this.stopping; attempt += 1) {
      try {
        await this.start();
        if (this.stopping) await this.boss?.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
        return;
      } catch (error) {
        await this.boss?.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
        this.boss = undefined;
        if (this.stopping) return;
        const delay = Math.min(60_000, 1000 * 2 ** Math.min(attempt - 1, 16));
        this.logger.error(`the rates refresh did not start (attempt ${attempt}): ${(error as Error)?.message ?? error}; trying again in ${delay / 1000} s`);
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

  private async start() {
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 2 });
    this.boss = boss;
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    // stately: at most one job waiting and one running; ticks that pile up while the database was away collapse.
    await ensureQueue(boss, RATES_QUEUE, { policy: 'stately', expireInSeconds: 60, retryLimit: 0 });
    await boss.schedule(RATES_QUEUE, RATES_CRON, {}, { tz: 'UTC' });
    const jobs = this.metrics.queue(RATES_QUEUE, boss);
    await boss.work(RATES_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      try {
        await this.rates.refresh();
      } catch (error) {
        jobs.failed();
        // The database away mid-refresh: the next tick tries again; the job itself does not fail the worker.
        this.logger.warn(`the rates refresh failed: ${(error as Error)?.message ?? error}`);
      }
      this.processed += 1;
    });
    await boss.send(RATES_QUEUE, {});
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
