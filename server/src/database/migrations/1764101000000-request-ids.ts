import { MigrationInterface, QueryRunner } from 'typeorm';

/** The id's shape as common/request-context.ts accepts it (REQUEST_ID_PATTERN). */
const WELL_FORMED = `'^[A-Za-z0-9._:-]{1,64}$'`;

/**
 * One movement followed across instances (issue 29): the id of the HTTP request that wrote a row
 * (the load balancer's X-Request-Id, or one the app made) on the audit entry, the mail's outbox
 * row and each webhook delivery. Null for rows written by no request (accrual, the chain watcher,
 * the rows written before this release). The audit log has an index on it for "everything of this
 * request" (partial: most background rows have none).
 *
 * `webhook_event_deliveries` gains a 4-argument form taking the request's id (the withdrawal
 * request's one statement); the 3-argument form stays for the previous release's instances during
 * a rolling deploy (its deliveries get no id).
 */
export class RequestIds1764101000000 implements MigrationInterface {
  name = 'RequestIds1764101000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['audit_log', 'mail_outbox', 'webhook_deliveries']) {
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "request_id" text CONSTRAINT "${table}_request_id_check" CHECK ("request_id" ~ ${WELL_FORMED})`);
    }
    await q.query(`CREATE INDEX "audit_log_request_id_idx" ON "audit_log" ("request_id") WHERE "request_id" IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION "webhook_event_deliveries"(p_type text, p_message_id text, p_body text, p_request_id text)
      RETURNS integer
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        n integer;
      BEGIN
        INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, job_pending, request_id)
        SELECT e.id, p_message_id, p_type, p_body, true, p_request_id
          FROM webhook_endpoints e
         WHERE e.enabled AND p_type = ANY(e.events);
        GET DIAGNOSTICS n = ROW_COUNT;
        RETURN n;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "webhook_event_deliveries"(text, text, text, text)`);
    await q.query(`DROP INDEX "audit_log_request_id_idx"`);
    for (const table of ['webhook_deliveries', 'mail_outbox', 'audit_log']) await q.query(`ALTER TABLE "${table}" DROP COLUMN "request_id"`);
  }
}
