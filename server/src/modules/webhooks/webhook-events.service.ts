import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { currentRequestId } from '../../common/request-context';
import { Db, sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { WebhookQueue } from './webhook-queue.service';
import type { WebhookData, WebhookEventType } from './webhooks.types';

/** Capital returns are read from the accrual's table in pages of this many. */
const PAGE = 2000;

/** A `webhook-id`: `msg_` and 32 hex characters, the same for every endpoint and every retry of one event. */
const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

const bodyOf = (type: WebhookEventType, at: Date, data: WebhookData) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * What other modules call when something happens: one call with the event's own transaction
 * (EntityManager). It writes one outbox row per enabled endpoint subscribed to the event, and
 * each row's pg-boss job, in that transaction: an event that rolls back sends nothing, one that
 * commits is delivered at least once. With no endpoint subscribed it costs one indexed read.
 */
@Injectable()
export class WebhookEvents {
  constructor(private readonly queue: WebhookQueue) {}

  async emit(manager: Db, type: WebhookEventType, data: WebhookData): Promise<void> {
    await this.emitMany(manager, type, [data]);
  }

  /**
   * One event's deliveries in a statement that commits on its own (a withdrawal request): a CTE
   * body that, once the statement's row `source` (a CTE) exists, writes a delivery per enabled
   * endpoint taking the event (webhook_event_deliveries: it reads the endpoints then, after the
   * statement's locks), numbering its parameters with `p`. The deliveries are marked
   * `job_pending`: their first jobs are queued by WebhookDeliveryRelay (kick it after the commit).
   */
  deliveriesFor(type: WebhookEventType, data: WebhookData, source: string, p: (value: unknown) => string): string {
    const requestId = p(currentRequestId());
    return `SELECT webhook_event_deliveries(${p(type)}::text, ${p(newMessageId())}::text, ${p(bodyOf(type, new Date(), data))}::text, ${requestId}::text) AS n FROM ${source}`;
  }

  /** Many events of one type (one message each), in one statement. */
  async emitMany(manager: Db, type: WebhookEventType, events: WebhookData[]): Promise<void> {
    if (!events.length) return;
    const at = new Date();
    // The request writing them (null in background work: accrual, the chain watcher).
    const rows = await sqlRows<{ id: string; round: number; attempt: number; request_id: string | null }>(
      manager,
      `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, request_id)
       SELECT e.id, m.message_id, $1, m.body, $4::text
         FROM unnest($2::text[], $3::text[]) AS m(message_id, body)
         CROSS JOIN webhook_endpoints e
        WHERE e.enabled AND $1 = ANY(e.events)
       RETURNING id, round, attempt_count + 1 AS attempt, request_id`,
      [type, events.map(newMessageId), events.map((data) => bodyOf(type, at, data)), currentRequestId()],
    );
    await this.queue.enqueue(manager, rows);
  }

  /**
   * After `accrue()` in the same transaction: `investment.completed` for each investment the run
   * finished, read from the function's `finished` table (dropped at commit). Nothing is read when
   * no endpoint takes the event.
   */
  async emitInvestmentsCompleted(manager: Db): Promise<void> {
    const wanted = await sqlOne<{ one: number }>(
      manager,
      `SELECT 1 AS one FROM webhook_endpoints WHERE enabled AND 'investment.completed' = ANY(events) LIMIT 1`,
    );
    if (!wanted) return;
    const n = (await sqlOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM pg_temp.finished`))?.n ?? 0;
    if (!n) return;
    if (n > PAGE) await sqlExec(manager, `CREATE INDEX IF NOT EXISTS finished_return_id_idx ON pg_temp.finished (return_id)`);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await sqlRows<{ return_id: string; transaction_id: string; user_id: string; amount: string; title: string }>(
        manager,
        `SELECT f.return_id, f.transaction_id, f.user_id, f.amount::text AS amount, f.title
           FROM pg_temp.finished f WHERE f.return_id > $1 ORDER BY f.return_id LIMIT ${PAGE}`,
        [after],
      );
      if (!rows.length) break;
      await this.emitMany(
        manager,
        'investment.completed',
        rows.map((row) => ({ id: row.transaction_id, userId: row.user_id, plan: row.title, amount: row.amount, capitalReturnId: row.return_id })),
      );
      after = rows[rows.length - 1].return_id;
      if (rows.length < PAGE) break;
    }
  }
}
