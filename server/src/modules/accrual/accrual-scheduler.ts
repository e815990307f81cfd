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
  /** How many accrual jobs this instance has processed (tests read it). */
  processed = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly accrual: AccrualService,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.accrualCron) return;
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 3 });
    // Polls on; a lost connection (the database restarting) is reported once per 30 s, not per poll.
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    if (!(await boss.getQueue(ACCRUAL_QUEUE))) {
      await boss.createQueue(ACCRUAL_QUEUE, { name: ACCRUAL_QUEUE, policy: 'singleton' }).catch(() => undefined);
    }
    await boss.schedule(ACCRUAL_QUEUE, this.config.accrualCron, {}, { tz: 'UTC' });
    await boss.work(ACCRUAL_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
      await this.accrual.run();
      this.processed += 1;
    });
    this.boss = boss;
  }

  /** Queues one accrual job now (any instance's worker may take it). */
  async enqueueNow(): Promise<string | null> {
    return this.boss ? this.boss.send(ACCRUAL_QUEUE, {}) : null;
  }

  async onApplicationShutdown() {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }
}
