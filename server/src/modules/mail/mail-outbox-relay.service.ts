import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxRelayService, RELAY_BATCH } from '../../database/outbox-relay';
import { sqlRows } from '../../database/sql';
import { MailQueue, OutboxJobRow } from './mail-queue.service';

/**
 * Queues the pg-boss jobs of outbox rows a one-statement writer marked `job_pending`
 * (MoneyMailService.outboxRowFor): a batch's jobs and the cleared marks commit together, so each
 * row gets its job once. The writer kicks it after its commit; a sweep every few seconds takes
 * what is left (see OutboxRelay).
 */
@Injectable()
export class MailOutboxRelay extends OutboxRelayService {
  constructor(
    @InjectDataSource() db: DataSource,
    private readonly queue: MailQueue,
  ) {
    super(db, new Logger(MailOutboxRelay.name), 'mail relay');
  }

  protected async relayBatch(manager: EntityManager): Promise<number> {
    // The request that wrote each row goes into its job (the worker logs it).
    const rows = await sqlRows<OutboxJobRow>(
      manager,
      `UPDATE mail_outbox SET job_pending = false
        WHERE id IN (SELECT id FROM mail_outbox WHERE job_pending LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, request_id`,
    );
    if (rows.length) await this.queue.enqueueJobs(manager, rows);
    return rows.length;
  }
}
