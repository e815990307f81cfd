import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { outageLog } from '../../database/outage-log';
import { OutboxRelay } from '../../database/outbox-relay';
import { sqlRows } from '../../database/sql';
import { WebhookQueue } from './webhook-queue.service';

const BATCH = 500;

/**
 * Queues the first jobs of deliveries a one-statement writer marked `job_pending`
 * (WebhookEvents.deliveriesFor): a batch's jobs and the cleared marks commit together, so each
 * delivery gets its first job once. The writer kicks it after its commit; a sweep every few
 * seconds takes what is left (see OutboxRelay).
 */
@Injectable()
export class WebhookDeliveryRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveryRelay.name);
  private readonly relay: OutboxRelay;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: WebhookQueue,
  ) {
    this.relay = new OutboxRelay(() => this.drainOnce(), outageLog(this.logger, 'webhook relay'), { delayMs: 50, sweepMs: 5000, batch: BATCH });
  }

  onApplicationBootstrap() {
    this.relay.start();
  }

  /** After a statement that marked deliveries committed: their jobs soon. */
  kick(): void {
    this.relay.kick();
  }

  /** Every marked delivery's job, now (tests, and the sweep). */
  drain(): Promise<void> {
    return this.relay.drain();
  }

  private drainOnce(): Promise<number> {
    return this.db.transaction(async (manager) => {
      const rows = await sqlRows<{ id: string; round: number; attempt: number }>(
        manager,
        `UPDATE webhook_deliveries SET job_pending = false
          WHERE id IN (SELECT id FROM webhook_deliveries WHERE job_pending LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, round, attempt_count + 1 AS attempt`,
      );
      await this.queue.enqueue(manager, rows);
      return rows.length;
    });
  }

  async beforeApplicationShutdown() {
    await this.relay.stop();
  }
}
