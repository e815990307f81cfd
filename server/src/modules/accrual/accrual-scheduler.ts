import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { ensureQueue } from '../../database/pg-boss-queue';
import { APP_CONFIG, AppConfig, DIRECT_DATABASE_URL } from '../../config/env';
import { outageLog } from '../../database/outage-log';
import { MetricsService } from '../metrics/metrics.service';
import { AccrualService } from './accrual.service';

export const ACCRUAL_QUEUE = 'accrual';

/** How this instance's accrual worker stands: off (no ACCRUAL_CRON), starting, retrying a failed start, running, stopped. */
export type AccrualWorkerState = 'off' | 'starting' | 'retrying' | 'running' | 'stopped';

export interface AccrualWorkerStatus {
  state: AccrualWorkerState;
  /** The schedule (cron, UTC), or null when off. */
  cron: string | null;
  /** Start attempts so far (1 once the first began). */
  attempts: number;
  /** Why the last start failed, while retrying. */
  lastError: string | null;
  /** Since when (machine time) the worker has been running. */
  runningSince: Date | null;
}

/** Backoff between start attempts: 1 s, 2 s, 4 s ... up to a minute. */
export function startRetryDelayMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.min(attempt - 1, 16));
}

/** How long shutdown waits for a start under way before it stops pg-boss anyway. */
const SHUTDOWN_START_WAIT_MS = 5000;
/** How long enqueueNow waits for a start under way. */
const ENQUEUE_START_WAIT_MS = 10_000;

/**
 * Schedules the accrual with pg-boss (jobs in Postgres): one job per cron tick for all instances,
 * taken by exactly one worker. The SQL itself is idempotent and serialised by an advisory lock,
 * so even a manual run at the same moment credits nothing twice.
 */
@Injectable()
export class AccrualScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccrualScheduler.name);
  private boss?: PgBoss;
  private starting?: Promise<void>;
  private state: AccrualWorkerState = 'off';
  private attempts = 0;
  private lastError: string | null = null;
  private runningSince: Date | null = null;
  private stopping = false;
  /** Ends a backoff wait at once (shutdown). */
  private wake?: () => void;
  /** How many accrual jobs this instance has processed (tests read it). */
  processed = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIRECT_DATABASE_URL) private readonly databaseUrl: string,
    private readonly accrual: AccrualService,
    private readonly metrics: MetricsService,
  ) {
    this.runDuration = metrics.histogram({
      name: 'accrual_run_duration_seconds',
      help: "Accrual jobs run by this instance's worker, from start to commit (one run accrues every investment due).",
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    });
  }

  private readonly runDuration;

  /**
   * Off the start path (about 0.4 s of a boot): the server answers while pg-boss starts here. A
   * failed start is logged as an error and tried again with backoff (1 s doubling up to a minute)
   * until it succeeds or the app stops; status() and GET /api/health/accrual tell meanwhile.
   */
  onApplicationBootstrap() {
    const cron = this.config.accrualCron;
    if (!cron) return;
    this.state = 'starting';
    this.starting = this.startWithRetry(cron);
  }

  status(): AccrualWorkerStatus {
    return { state: this.state, cron: this.config.accrualCron, attempts: this.attempts, lastError: this.lastError, runningSince: this.runningSince };
  }

  private async startWithRetry(cron: string) {
    while (!this.stopping) {
      this.attempts += 1;
      try {
        await this.start(cron);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A half-started pg-boss keeps its pool and timers: stop it before the next attempt.
        await this.boss?.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
        this.boss = undefined;
        if (this.stopping) return;
        const delay = startRetryDelayMs(this.attempts);
        this.state = 'retrying';
        this.lastError = message;
        this.logger.error(`the accrual schedule did not start (attempt ${this.attempts}): ${message}; trying again in ${delay / 1000} s`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
        continue;
      }
      if (this.stopping) {
        // Shutdown began during the start and may have stopped pg-boss before the start ended.
        await this.boss?.stop({ graceful: false, wait: true, timeout: 1000 }).catch(() => undefined);
        return;
      }
      this.state = 'running';
      this.runningSince = new Date();
      if (this.attempts > 1) this.logger.log(`the accrual schedule started (attempt ${this.attempts})`);
      this.lastError = null;
      return;
    }
  }

  private async start(cron: string) {
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 3 });
    this.boss = boss; // stopped at shutdown even if a step below fails
    // Polls on; a lost connection (the database restarting) is reported once per 30 s, not per poll.
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    await ensureQueue(boss, ACCRUAL_QUEUE, { policy: 'singleton' });
    await boss.schedule(ACCRUAL_QUEUE, cron, {}, { tz: 'UTC' });
    const jobs = this.metrics.queue(ACCRUAL_QUEUE, boss);
    await boss.work(
      ACCRUAL_QUEUE,
      { pollingIntervalSeconds: 1 },
      jobs.track(async () => {
        const end = this.runDuration.startTimer();
        await this.accrual.run();
        end();
        this.processed += 1;
      }),
    );
  }

  /** Waits for a start under way, at most `ms`. */
  private async startSettled(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.starting, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }

  /** Queues one accrual job now (any instance's worker may take it); null when this instance's worker is not running. */
  async enqueueNow(): Promise<string | null> {
    await this.startSettled(ENQUEUE_START_WAIT_MS);
    return this.state === 'running' && this.boss ? this.boss.send(ACCRUAL_QUEUE, {}) : null;
  }

  async onApplicationShutdown() {
    this.stopping = true;
    this.wake?.();
    // A start that hangs (the database away) does not hold the shutdown: pg-boss is stopped anyway.
    await this.startSettled(SHUTDOWN_START_WAIT_MS);
    if (this.state !== 'off') this.state = 'stopped';
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }
}
