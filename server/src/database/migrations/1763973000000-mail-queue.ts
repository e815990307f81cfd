import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail through a retrying queue: each outbox row counts its delivery attempts and keeps the last
 * error; money mails name their event and transaction, and one event of one transaction is mailed
 * at most once. Statuses: queued (waiting for the worker), stored (no SMTP: the outbox is the
 * mailbox), sent, failed (an attempt failed, a retry is scheduled) and dead (given up).
 */
export class MailQueue1763973000000 implements MigrationInterface {
  name = 'MailQueue1763973000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mail_outbox" RENAME COLUMN "error" TO "last_error"`);
    await q.query(`ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "mail_outbox" ADD COLUMN "event" text`);
    await q.query(`ALTER TABLE "mail_outbox" ADD COLUMN "transaction_id" uuid`);
    await q.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check"`);
    await q.query(`ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("status" IN ('queued', 'stored', 'sent', 'failed', 'dead'))`);
    await q.query(`UPDATE "mail_outbox" SET "attempts" = 1 WHERE "status" IN ('sent', 'failed')`);
    await q.query(`CREATE UNIQUE INDEX "mail_outbox_event_key" ON "mail_outbox" ("event", "transaction_id") WHERE "event" IS NOT NULL`);
    await q.query(`CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" ("created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "mail_outbox_created_idx"`);
    await q.query(`DROP INDEX "mail_outbox_event_key"`);
    await q.query(`ALTER TABLE "mail_outbox" DROP COLUMN "transaction_id"`);
    await q.query(`ALTER TABLE "mail_outbox" DROP COLUMN "event"`);
    await q.query(`ALTER TABLE "mail_outbox" DROP COLUMN "attempts"`);
    await q.query(`UPDATE "mail_outbox" SET "status" = 'failed' WHERE "status" IN ('queued', 'dead')`);
    await q.query(`ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check"`);
    await q.query(`ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("status" IN ('stored', 'sent', 'failed'))`);
    await q.query(`ALTER TABLE "mail_outbox" RENAME COLUMN "last_error" TO "error"`);
  }
}
