import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, AppConfig, DATABASE_URL } from '../../config/env';
import { outageLog } from '../../database/outage-log';
import { AccrualService } from './accrual.service';

export const ACCRUAL_QUEUE = 'accrual';

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
  /** How many accrual jobs this instance has processed (tests read it). */
  processed = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly accrual: AccrualService,
  ) {}

  /**
   * Off the start path (about 0.4 s of a boot): the server answers while pg-boss starts here;
   * enqueueNow and shutdown wait for it. A failure is logged as an error, the app keeps serving.
   */
  onApplicationBootstrap() {
    const cron = this.config.accrualCron;
    if (!cron) return;
    this.starting = this.start(cron).catch((error: unknown) => {
      this.logger.error(`the accrual schedule did not start: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private async start(cron: string) {
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 3 });
    this.boss = boss; // stopped at shutdown even if a step below fails
    // Polls on; a lost connection (the database restarting) is reported once per 30 s, not per poll.
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    if (!(await boss.getQueue(ACCRUAL_QUEUE))) {
      await boss.createQueue(ACCRUAL_QUEUE, { name: ACCRUAL_QUEUE, policy: 'singleton' }).catch(() => undefined);
    }
    await boss.schedule(ACCRUAL_QUEUE, cron, {}, { tz: 'UTC' });
    await boss.work(ACCRUAL_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
      await this.accrual.run();
      this.processed += 1;
    });
  }

  /** Queues one accrual job now (any instance's worker may take it). */
  async enqueueNow(): Promise<string | null> {
    await this.starting;
    return this.boss ? this.boss.send(ACCRUAL_QUEUE, {}) : null;
  }

  async onApplicationShutdown() {
    await this.starting;
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }
}
