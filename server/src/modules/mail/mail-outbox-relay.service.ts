import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { outageLog } from '../../database/outage-log';
import { OutboxRelay } from '../../database/outbox-relay';
import { sqlRows } from '../../database/sql';
import { MailQueue } from './mail-queue.service';

const BATCH = 500;

/**
 * Queues the pg-boss jobs of outbox rows a one-statement writer marked `job_pending`
 * (MoneyMailService.outboxRowFor): a batch's jobs and the cleared marks commit together, so each
 * row gets its job once. The writer kicks it after its commit; a sweep every few seconds takes
 * what is left (see OutboxRelay).
 */
@Injectable()
export class MailOutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailOutboxRelay.name);
  private readonly relay: OutboxRelay;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queue: MailQueue,
  ) {
    this.relay = new OutboxRelay(() => this.drainOnce(), outageLog(this.logger, 'mail relay'), { delayMs: 50, sweepMs: 5000, batch: BATCH });
  }

  onApplicationBootstrap() {
    this.relay.start();
  }

  /** After a statement that marked rows committed: their jobs soon. */
  kick(): void {
    this.relay.kick();
  }

  /** Every marked row's job, now (tests, and the sweep). */
  drain(): Promise<void> {
    return this.relay.drain();
  }

  private drainOnce(): Promise<number> {
    return this.db.transaction(async (manager) => {
      const rows = await sqlRows<{ id: string }>(
        manager,
        `UPDATE mail_outbox SET job_pending = false
          WHERE id IN (SELECT id FROM mail_outbox WHERE job_pending LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id`,
      );
      if (rows.length)
        await this.queue.enqueueJobs(
          manager,
          rows.map((row) => row.id),
        );
      return rows.length;
    });
  }

  async beforeApplicationShutdown() {
    await this.relay.stop();
  }
}
