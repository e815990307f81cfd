import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's contact messages and mail outbox pages:
 * - `contact_messages.handled_at` / `handled_by`: an admin marks a message handled (once; the
 *   first admin and time stay). The handler's id goes null if that user is ever removed.
 * - newest-first cursor pages walk (created_at, id) indexes: all messages, the unhandled ones, the
 *   whole outbox and the outbox of one status, so a page costs the same at 100,000 rows as at 10.
 *   `mail_outbox_page_idx` replaces `mail_outbox_created_idx` (created_at alone), which the planner
 *   would otherwise pick and then sort by id.
 */
export class ContactHandledOutboxPages1764032000000 implements MigrationInterface {
  name = 'ContactHandledOutboxPages1764032000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamptz`);
    await q.query(`ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid REFERENCES "users"("id") ON DELETE SET NULL`);
    await q.query(`ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handler_check" CHECK ("handled_by" IS NULL OR "handled_at" IS NOT NULL)`);
    await q.query(`CREATE INDEX "contact_messages_page_idx" ON "contact_messages" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" ("created_at" DESC, "id" DESC) WHERE "handled_at" IS NULL`);
    await q.query(`CREATE INDEX "mail_outbox_page_idx" ON "mail_outbox" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "mail_outbox_status_page_idx" ON "mail_outbox" ("status", "created_at" DESC, "id" DESC)`);
    await q.query(`DROP INDEX "mail_outbox_created_idx"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" ("created_at")`);
    await q.query(`DROP INDEX "mail_outbox_status_page_idx"`);
    await q.query(`DROP INDEX "mail_outbox_page_idx"`);
    await q.query(`DROP INDEX "contact_messages_unhandled_idx"`);
    await q.query(`DROP INDEX "contact_messages_page_idx"`);
    await q.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_handler_check"`);
    await q.query(`ALTER TABLE "contact_messages" DROP COLUMN "handled_by"`);
    await q.query(`ALTER TABLE "contact_messages" DROP COLUMN "handled_at"`);
  }
}
