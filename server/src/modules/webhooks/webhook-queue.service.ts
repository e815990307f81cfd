import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import { currentRequestId, withRequestId } from '../../common/request-context';
import { ensureQueue } from '../../database/pg-boss-queue';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig, DIRECT_DATABASE_URL } from '../../config/env';
import { outageLog } from '../../database/outage-log';
import { Db, sqlExec, sqlRows } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { MetricsService, QueueMetrics } from '../metrics/metrics.service';
import { AttemptOutcome, sendWebhook } from './webhook-sender';
import { WebhookError, WebhookErrorCode } from './webhooks.errors';

export const WEBHOOK_QUEUE = 'webhooks';
const BATCH = 25;
const WORKERS = 2;
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
  /** The HTTP request that caused the attempt (X-Request-Id): in the worker's log line and the outgoing request's header. */
  requestId?: string | null;
}

interface DeliveryToSend {
  id: string;
  message_id: string;
  event_type: string;
  request_id: string | null;
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
  private jobs?: QueueMetrics;
  private readonly outcomes;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIRECT_DATABASE_URL) private readonly databaseUrl: string,
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly metrics: MetricsService,
  ) {
    this.outcomes = metrics.counter({
      name: 'webhook_deliveries_total',
      help: 'Webhook delivery attempts recorded by this instance, by outcome: succeeded, retry (a next attempt is queued), failed (no retry left, 410 Gone, or the endpoint disabled).',
      labelNames: ['outcome'],
    });
  }

  /** Before any module's bootstrap (the demo seed moves money): events may queue deliveries. */
  async onModuleInit() {
    // Maintenance (which expires the job of an instance killed mid-send) every 30 s rather than 120.
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 3, schedule: false, maintenanceIntervalSeconds: 30 });
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    await ensureQueue(boss, WEBHOOK_QUEUE, { policy: 'standard' });
    this.jobs = this.metrics.queue(WEBHOOK_QUEUE, boss);
    this.boss = boss;
  }

  async onApplicationBootstrap() {
    // Two workers: a batch waits for its slowest receiver (up to 5 s), the other keeps going meanwhile.
    for (let i = 0; i < WORKERS; i++) {
      const worker = { id: '' };
      const handle = this.jobs!.track((jobs: PgBoss.JobWithMetadata<WebhookJob>[]) => this.handle(worker.id, jobs));
      worker.id = await this.boss!.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds: 1, batchSize: BATCH, includeMetadata: true }, handle);
    }
  }

  /**
   * One batch: its deliveries read in one query, sent in parallel, and every outcome recorded in
   * one transaction. Should the database fail here, the handler throws and pg-boss runs the whole
   * batch again later (at least once; a recorded attempt is never made twice, see record()).
   */
  private async handle(workerId: string, jobs: PgBoss.JobWithMetadata<WebhookJob>[]) {
    const rows = await sqlRows<DeliveryToSend>(
      this.db,
      `SELECT d.id, d.message_id, d.body, d.status, d.round, d.attempt_count, d.event_type, d.request_id, e.id AS endpoint_id, e.url, e.enabled, e.secret,
              CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END AS previous_secret
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.id = ANY($1::uuid[])`,
      [jobs.map((job) => job.data.deliveryId)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Deleted, decided, redelivered since, or this attempt already made: nothing to do.
    const due = jobs
      .map((job) => ({ job: job.data, row: byId.get(job.data.deliveryId) }))
      .filter((item): item is { job: WebhookJob; row: DeliveryToSend } => {
        const { job, row } = item;
        return !!row && row.status === 'pending' && row.round === job.round && row.attempt_count === job.attempt - 1;
      });
    const disabled = due.filter((item) => !item.row.enabled).map((item) => item.row.id);
    if (disabled.length) {
      const failed = await sqlExec(
        this.db,
        `UPDATE webhook_deliveries SET status = 'failed', last_error = 'The endpoint is disabled.', next_attempt_at = NULL, completed_at = now()
          WHERE id = ANY($1::uuid[]) AND status = 'pending'`,
        [disabled],
      );
      this.outcomes.inc({ outcome: 'failed' }, failed);
    }
    const sending = due.filter((item) => item.row.enabled);
    const outcomes = await Promise.all(
      sending.map(async ({ job, row }) => {
        const secrets = row.previous_secret ? [row.secret, row.previous_secret] : [row.secret];
        // Older jobs carry no id: the delivery's own (the request that wrote it).
        const requestId = job.requestId ?? row.request_id;
        return withRequestId(requestId, async () => {
          const message = { messageId: row.message_id, body: row.body, secrets, requestId };
          const outcome = await sendWebhook(row.url, message, this.config.isProduction, USER_AGENT);
          this.logger.log(`webhook ${row.event_type} delivery ${row.id} attempt ${job.attempt}: ${outcome.ok ? `${outcome.statusCode}` : outcome.error}`);
          return { job, row, outcome };
        });
      }),
    );
    if (outcomes.length) await this.record(outcomes);
    // A full batch: more are probably waiting, so fetch again at once instead of after the polling interval.
    if (jobs.length === BATCH) this.boss!.notifyWorker(workerId);
  }

  /**
   * Queues the first attempt of each delivery, inside the caller's transaction; its job carries the
   * request id given (the delivery row's), else the request this runs for (a manual redelivery's).
   */
  async enqueue(manager: Db, deliveries: Array<{ id: string; round: number; attempt: number; request_id?: string | null }>, startAfter?: Date): Promise<void> {
    if (!deliveries.length) return;
    if (!this.boss) throw new WebhookError(WebhookErrorCode.QUEUE_NOT_STARTED);
    const current = currentRequestId();
    await this.insertJobs(
      manager,
      deliveries.map((d) => ({ deliveryId: d.id, round: d.round, attempt: d.attempt, retry: 0, requestId: d.request_id ?? current })),
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

  /**
   * The attempts, the deliveries' new states and (where retries remain) the next attempts' jobs, in
   * one transaction. A delivery whose attempt count moved meanwhile (a job that expired while its
   * first run still sent, then ran again) keeps the first record only.
   */
  private async record(outcomes: Array<{ job: WebhookJob; row: DeliveryToSend; outcome: AttemptOutcome }>): Promise<void> {
    const decided = outcomes.map(({ job, row, outcome }) => {
      // 410 Gone: the receiver wants no more (Standard Webhooks): no retry, and the endpoint is disabled.
      const gone = outcome.statusCode === 410;
      const retriesLeft = !outcome.ok && !gone && job.retry < this.config.webhookRetryLimit;
      const next = retriesLeft ? new Date(Date.now() + this.retryDelayMs(job.retry)) : null;
      const status = outcome.ok ? 'succeeded' : retriesLeft ? 'pending' : 'failed';
      return { job, row, outcome, gone, next, status };
    });
    const recorded = await this.db.transaction(async (manager) => {
      const updated = await sqlRows<{ id: string }>(
        manager,
        `UPDATE webhook_deliveries d
            SET attempt_count = d.attempt_count + 1, status = o.status, last_status_code = o.code, last_error = o.error, next_attempt_at = o.next,
                completed_at = CASE WHEN o.status = 'pending' THEN NULL ELSE now() END
           FROM unnest($1::uuid[], $2::int[], $3::int[], $4::text[], $5::int[], $6::text[], $7::timestamptz[]) AS o(id, round, prior, status, code, error, next)
          WHERE d.id = o.id AND d.round = o.round AND d.attempt_count = o.prior AND d.status = 'pending'
        RETURNING d.id`,
        [
          decided.map((d) => d.row.id),
          decided.map((d) => d.job.round),
          decided.map((d) => d.job.attempt - 1),
          decided.map((d) => d.status),
          decided.map((d) => d.outcome.statusCode),
          decided.map((d) => d.outcome.error),
          decided.map((d) => d.next),
        ],
      );
      const recorded = new Set(updated.map((row) => row.id));
      const kept = decided.filter((d) => recorded.has(d.row.id));
      if (!kept.length) return kept;
      await sqlExec(
        manager,
        `INSERT INTO webhook_attempts (delivery_id, status_code, duration_ms, error, succeeded, response_body)
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::text[], $5::boolean[], $6::text[])`,
        [
          kept.map((d) => d.row.id),
          kept.map((d) => d.outcome.statusCode),
          kept.map((d) => d.outcome.durationMs),
          kept.map((d) => d.outcome.error),
          kept.map((d) => d.outcome.ok),
          kept.map((d) => d.outcome.responseBody),
        ],
      );
      for (const d of kept) {
        if (d.next) {
          const retry = {
            deliveryId: d.row.id,
            round: d.job.round,
            attempt: d.job.attempt + 1,
            retry: d.job.retry + 1,
            requestId: d.job.requestId ?? d.row.request_id,
          };
          await this.insertJobs(manager, [retry], d.next);
        }
      }
      for (const endpointId of new Set(kept.filter((d) => d.gone).map((d) => d.row.endpoint_id))) await this.disableGone(manager, endpointId);
      return kept;
    });
    for (const d of recorded) this.outcomes.inc({ outcome: d.status === 'pending' ? 'retry' : d.status });
  }

  private async disableGone(manager: EntityManager, endpointId: string): Promise<void> {
    const reason = 'The endpoint answered 410 Gone.';
    const disabled = await sqlExec(
      manager,
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, updated_at = now() WHERE id = $1 AND enabled`,
      [endpointId, reason],
    );
    if (!disabled) return;
    await this.audit.record(manager, {
      actorId: null,
      actorRole: 'system',
      action: 'webhook_endpoint.disabled',
      details: { endpointId, reason, before: { enabled: true }, after: { enabled: false } },
    });
  }

  /** Before the database connections close, so an attempt under way can record its outcome. */
  async beforeApplicationShutdown() {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 8000 }).catch(() => undefined);
  }
}
