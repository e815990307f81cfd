import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { withRequestId } from '../../common/request-context';
import { ensureQueue } from '../../database/pg-boss-queue';
import { APP_CONFIG, AppConfig, DIRECT_DATABASE_URL } from '../../config/env';
import { outageLog } from '../../database/outage-log';
import { Db, sqlRows } from '../../database/sql';
import { MailError, MailErrorCode } from './mail.errors';
import { MetricsService, QueueMetrics } from '../metrics/metrics.service';
import { MailService } from './mail.service';

export const MAIL_QUEUE = 'mail';

/** Where the queue writes its jobs: the caller's transaction (EntityManager). */
export type Queryable = Db;

interface MailJob {
  outboxId: string;
  /** The HTTP request that queued the mail (its outbox row's request_id): the worker's log lines carry it. */
  requestId?: string | null;
}

/** An outbox row to queue: its id (the job's id) and the request that wrote it. */
export interface OutboxJobRow {
  id: string;
  request_id: string | null;
}

/**
 * Delivers queued outbox rows with pg-boss (jobs in Postgres). A job is inserted on the caller's
 * own transaction (pg-boss's `db` option), next to the outbox row, so a movement that rolls back
 * leaves neither and one that commits always has both; the worker then sends after the commit.
 * A failed attempt throws the job back to pg-boss, which retries it MAIL_RETRY_LIMIT times with
 * exponential backoff from MAIL_RETRY_DELAY_SECONDS; the outbox row counts the attempts.
 */
@Injectable()
export class MailQueue implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailQueue.name);
  private boss?: PgBoss;
  private jobs?: QueueMetrics;
  private readonly outcomes;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIRECT_DATABASE_URL) private readonly databaseUrl: string,
    private readonly mail: MailService,
    private readonly metrics: MetricsService,
  ) {
    this.outcomes = metrics.counter({
      name: 'mail_deliveries_total',
      help: 'Queued mails by the outcome of their attempt on this instance: sent, stored (no SMTP_URL), failed (retried), dead (given up).',
      labelNames: ['outcome'],
    });
  }

  /** Before any module's bootstrap (the demo seed moves money): the queue's tables must exist. */
  async onModuleInit() {
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 2, schedule: false });
    // Polls on; a lost connection (the database restarting) is reported once per 30 s, not per poll.
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    await ensureQueue(boss, MAIL_QUEUE, { policy: 'standard' });
    this.jobs = this.metrics.queue(MAIL_QUEUE, boss);
    this.boss = boss;
  }

  async onApplicationBootstrap() {
    await this.boss!.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 10, includeMetadata: true }, (jobs) => this.handle(jobs));
  }

  private async handle(jobs: PgBoss.JobWithMetadata<MailJob>[]) {
    // Without SMTP nothing can fail: the whole batch is stored in one statement.
    if (!this.mail.sends) {
      await this.mail.storeMany(jobs.map((job) => job.data.outboxId));
      this.outcomes.inc({ outcome: 'stored' }, jobs.length);
      return;
    }
    for (const job of jobs) {
      const { status, error } = await withRequestId(job.data.requestId, () => this.mail.deliver(job.data.outboxId, job.retryCount >= job.retryLimit));
      this.outcomes.inc({ outcome: status });
      // pg-boss completes the whole batch when this returns; a job failed here stays failed
      // (its retry is scheduled with the backoff), as completion only touches active jobs.
      if (error) {
        await this.boss!.fail(MAIL_QUEUE, job.id, { message: error.message });
        this.jobs?.failed();
      }
    }
  }

  private jobOptions() {
    return {
      retryLimit: this.config.mailRetryLimit,
      retryDelay: this.config.mailRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 300,
    };
  }

  /** The jobs of outbox rows written earlier in the caller's transaction (job id = row id), through pg-boss's `db` option. */
  async enqueueJobs(manager: Queryable, rows: OutboxJobRow[]): Promise<void> {
    if (!this.boss) throw new MailError(MailErrorCode.QUEUE_NOT_STARTED);
    const executeSql = async (text: string, values: unknown[]) => ({ rows: await sqlRows<Record<string, unknown>>(manager, text, values) });
    await this.boss.insert(this.jobsOf(rows), { db: { executeSql } });
  }

  private jobsOf(rows: OutboxJobRow[]) {
    const options = this.jobOptions();
    return rows.map((row) => ({ id: row.id, name: MAIL_QUEUE, data: { outboxId: row.id, requestId: row.request_id } satisfies MailJob, ...options }));
  }

  /** Before the database connections close, so a delivery under way can record its outcome. */
  async beforeApplicationShutdown() {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }
}
