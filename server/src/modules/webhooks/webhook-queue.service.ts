import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig, DATABASE_URL } from '../../config/env';
import { outageLog } from '../../database/outage-log';
import { Db, sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { AttemptOutcome, sendWebhook } from './webhook-sender';
import { WebhookError, WebhookErrorCode } from './webhooks.errors';

export const WEBHOOK_QUEUE = 'webhooks';
const BATCH = 20;
const USER_AGENT = 'investment-platform-webhooks/1';

/** One pg-boss job: one attempt of one delivery. */
export interface WebhookJob {
  deliveryId: string;
  /** The delivery's round (a manual redelivery starts the next); a job of an older round sends nothing. */
  round: number;
  /** Which attempt of the delivery this is (1-based over all rounds): a job whose attempt was already made sends nothing. */
  attempt: number;
  /** Retries already made in this round (0 for its first attempt): the backoff's exponent. */
  retry: number;
}

interface DeliveryToSend {
  id: string;
  message_id: string;
  body: string;
  status: string;
  round: number;
  attempt_count: number;
  endpoint_id: string;
  url: string;
  enabled: boolean;
  secret: string;
  previous_secret: string | null;
}

/**
 * Delivers webhooks with pg-boss (jobs in Postgres, queue `webhooks`). A delivery's first job is
 * inserted in the event's own transaction (pg-boss's `db` option), beside the outbox row: a
 * rolled-back event sends nothing and a committed one is never lost, even when the app is killed
 * before sending. Each job makes one attempt; the attempt, the delivery's new state and the next
 * attempt's job (WEBHOOK_RETRY_DELAY_SECONDS × 2^retry, +0-20 % jitter) commit together, so the
 * retry schedule is ours and exact. pg-boss's own retry is only for a job that died (a crash
 * mid-send: the job expires after 60 s and runs again; receivers deduplicate by `webhook-id`).
 */
@Injectable()
export class WebhookQueue implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookQueue.name);
  private boss?: PgBoss;
  private workerId?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Before any module's bootstrap (the demo seed moves money): events may queue deliveries. */
  async onModuleInit() {
    // Maintenance (which expires the job of an instance killed mid-send) every 30 s rather than 120.
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 3, schedule: false, maintenanceIntervalSeconds: 30 });
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    if (!(await boss.getQueue(WEBHOOK_QUEUE))) {
      await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'standard' }).catch(() => undefined);
    }
    this.boss = boss;
  }

  async onApplicationBootstrap() {
    this.workerId = await this.boss!.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1, batchSize: BATCH, includeMetadata: true }, (jobs) =>
      this.handle(jobs),
    );
  }

  private async handle(jobs: PgBoss.JobWithMetadata<WebhookJob>[]) {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await this.attempt(job.data);
        } catch (error) {
          // The database failed us (not the receiver): pg-boss runs the job again later.
          this.logger.warn(`webhook job ${job.id} failed: ${(error as Error).message}`);
          await this.boss!.fail(WEBHOOK_QUEUE, job.id, { message: (error as Error).message }).catch(() => undefined);
        }
      }),
    );
    // A full batch: more are probably waiting, so fetch again at once instead of after the polling interval.
    if (jobs.length === BATCH && this.workerId) this.boss!.notifyWorker(this.workerId);
  }

  /** Queues the first attempt of each delivery, inside the caller's transaction. */
  async enqueue(manager: Db, deliveries: Array<{ id: string; round: number; attempt: number }>, startAfter?: Date): Promise<void> {
    if (!deliveries.length) return;
    if (!this.boss) throw new WebhookError(WebhookErrorCode.QUEUE_NOT_STARTED);
    await this.insertJobs(
      manager,
      deliveries.map((d) => ({ deliveryId: d.id, round: d.round, attempt: d.attempt, retry: 0 })),
      startAfter,
    );
  }

  private async insertJobs(manager: Db, jobs: WebhookJob[], startAfter?: Date): Promise<void> {
    // pg-boss's own insert statement, run on the caller's transaction; its rows are pg-boss's business.
    const db = { executeSql: async (text: string, values: unknown[]) => ({ rows: await sqlRows<Record<string, unknown>>(manager, text, values) }) };
    await this.boss!.insert(
      jobs.map((data) => ({ name: WEBHOOK_QUEUE, data, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, startAfter })),
      { db },
    );
  }

  /** The delay before retry number `retry + 1` of a round: doubling from the base, with jitter so failures spread out. */
  private retryDelayMs(retry: number): number {
    return this.config.webhookRetryDelaySeconds * 1000 * 2 ** retry * (1 + Math.random() * 0.2);
  }

  private async attempt(job: WebhookJob): Promise<void> {
    const row = await sqlOne<DeliveryToSend>(
      this.db,
      `SELECT d.id, d.message_id, d.body, d.status, d.round, d.attempt_count, e.id AS endpoint_id, e.url, e.enabled, e.secret,
              CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END AS previous_secret
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.id = $1`,
      [job.deliveryId],
    );
    // Deleted, decided, redelivered since, or this attempt already made: nothing to do.
    if (!row || row.status !== 'pending' || row.round !== job.round || row.attempt_count !== job.attempt - 1) return;
    if (!row.enabled) {
      await sqlExec(
        this.db,
        `UPDATE webhook_deliveries SET status = 'failed', last_error = 'The endpoint is disabled.', next_attempt_at = NULL, completed_at = now()
          WHERE id = $1 AND round = $2 AND status = 'pending'`,
        [row.id, row.round],
      );
      return;
    }
    const secrets = row.previous_secret ? [row.secret, row.previous_secret] : [row.secret];
    const outcome = await sendWebhook(row.url, { messageId: row.message_id, body: row.body, secrets }, this.config.isProduction, USER_AGENT);
    await this.record(row, job, outcome);
  }

  /** The attempt, the delivery's new state and (when retries remain) the next attempt's job, in one transaction. */
  private async record(row: DeliveryToSend, job: WebhookJob, outcome: AttemptOutcome): Promise<void> {
    // 410 Gone: the receiver wants no more (Standard Webhooks): no retry, and the endpoint is disabled.
    const gone = outcome.statusCode === 410;
    const retriesLeft = !outcome.ok && !gone && job.retry < this.config.webhookRetryLimit;
    const next = retriesLeft ? new Date(Date.now() + this.retryDelayMs(job.retry)) : null;
    const status = outcome.ok ? 'succeeded' : retriesLeft ? 'pending' : 'failed';
    await this.db.transaction(async (manager) => {
      const updated = await sqlOne<{ id: string }>(
        manager,
        `UPDATE webhook_deliveries
            SET attempt_count = attempt_count + 1, status = $4, last_status_code = $5, last_error = $6, next_attempt_at = $7,
                completed_at = CASE WHEN $4 = 'pending' THEN NULL ELSE now() END
          WHERE id = $1 AND round = $2 AND attempt_count = $3 AND status = 'pending'
        RETURNING id`,
        [row.id, job.round, job.attempt - 1, status, outcome.statusCode, outcome.error, next],
      );
      // Another run of this job got there first (a job that expired while its first run still sent).
      if (!updated) return;
      await sqlExec(manager, `INSERT INTO webhook_attempts (delivery_id, status_code, duration_ms, error, succeeded) VALUES ($1, $2, $3, $4, $5)`, [
        row.id,
        outcome.statusCode,
        outcome.durationMs,
        outcome.error,
        outcome.ok,
      ]);
      if (next) await this.insertJobs(manager, [{ deliveryId: row.id, round: job.round, attempt: job.attempt + 1, retry: job.retry + 1 }], next);
      if (gone) {
        const disabled = await sqlExec(
          manager,
          `UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'The endpoint answered 410 Gone.', updated_at = now() WHERE id = $1 AND enabled`,
          [row.endpoint_id],
        );
        if (disabled) {
          await this.audit.record(manager, {
            actorId: null,
            actorRole: 'system',
            action: 'webhook_endpoint.disabled',
            details: { endpointId: row.endpoint_id, reason: 'The endpoint answered 410 Gone.', before: { enabled: true }, after: { enabled: false } },
          });
        }
      }
    });
  }

  /** Before the database connections close, so an attempt under way can record its outcome. */
  async beforeApplicationShutdown() {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 8000 }).catch(() => undefined);
  }
}
