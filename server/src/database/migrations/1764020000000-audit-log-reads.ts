import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log becomes readable (`auditLog` in the admin console): each entry names the user it is
 * about (`subject_user_id`), and three indexes serve its filters newest first (by id) at a million
 * rows: by action, by actor, by subject user; the primary key serves the unfiltered list.
 * Existing rows get their subject as AuditService.record now derives it: `details.userId`, else the
 * transaction's user, else the actor when a user acted. The table refuses updates, so the fill runs
 * with its append-only trigger off for this one statement (the table's owner may; no superuser).
 */
export class AuditLogReads1764020000000 implements MigrationInterface {
  name = 'AuditLogReads1764020000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "audit_log" ADD COLUMN "subject_user_id" uuid REFERENCES "users"("id")`);
    await q.query(`ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only"`);
    await q.query(`
      UPDATE "audit_log" a SET "subject_user_id" = COALESCE(
        (SELECT u.id FROM "users" u WHERE a.details->>'userId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' AND u.id = (a.details->>'userId')::uuid),
        (SELECT t.user_id FROM "transactions" t WHERE t.id = a.transaction_id),
        CASE WHEN a.actor_role = 'user' THEN a.actor_id END)`);
    await q.query(`ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only"`);
    await q.query(`CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id", "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_subject_user_idx" ON "audit_log" ("subject_user_id", "id" DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "audit_log_subject_user_idx"`);
    await q.query(`DROP INDEX "audit_log_actor_idx"`);
    await q.query(`DROP INDEX "audit_log_action_idx"`);
    await q.query(`ALTER TABLE "audit_log" DROP COLUMN "subject_user_id"`);
  }
}
