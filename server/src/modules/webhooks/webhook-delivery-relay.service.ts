import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxRelayService, RELAY_BATCH } from '../../database/outbox-relay';
import { sqlRows } from '../../database/sql';
import { WebhookQueue } from './webhook-queue.service';

/**
 * Queues the first jobs of deliveries a one-statement writer marked `job_pending`
 * (WebhookEvents.deliveriesFor): a batch's jobs and the cleared marks commit together, so each
 * delivery gets its first job once. The writer kicks it after its commit; a sweep every few
 * seconds takes what is left (see OutboxRelay).
 */
@Injectable()
export class WebhookDeliveryRelay extends OutboxRelayService {
  constructor(
    @InjectDataSource() db: DataSource,
    private readonly queue: WebhookQueue,
  ) {
    super(db, new Logger(WebhookDeliveryRelay.name), 'webhook relay');
  }

  protected async relayBatch(manager: EntityManager): Promise<number> {
    // The request that wrote each delivery goes into its job (the worker logs it and sends it as X-Request-Id).
    const rows = await sqlRows<{ id: string; round: number; attempt: number; request_id: string | null }>(
      manager,
      `UPDATE webhook_deliveries SET job_pending = false
        WHERE id IN (SELECT id FROM webhook_deliveries WHERE job_pending LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, round, attempt_count + 1 AS attempt, request_id`,
    );
    await this.queue.enqueue(manager, rows);
    return rows.length;
  }
}
