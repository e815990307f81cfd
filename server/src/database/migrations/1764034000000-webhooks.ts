import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed webhooks for operators (issue 15, Standard Webhooks). `webhook_endpoints` holds each
 * receiver, the events it takes and its signing secret (`whsec_…`; after a rotation the previous
 * one keeps signing beside it until `previous_secret_expires_at`). `webhook_deliveries` is the
 * outbox: one row per event and endpoint, written in the event's own transaction, its body the
 * exact bytes sent (text, not jsonb, so retries sign and send the same bytes) and `message_id` the
 * `webhook-id`, stable across retries. `webhook_attempts` keeps every try (status, duration, error).
 * `round` grows with each manual redelivery, so a retry left over from an earlier round sends nothing.
 */
export class Webhooks1764034000000 implements MigrationInterface {
  name = 'Webhooks1764034000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "url" text NOT NULL CHECK (char_length("url") BETWEEN 1 AND 2048),
        "events" text[] NOT NULL CHECK (cardinality("events") >= 1),
        "secret" text NOT NULL CHECK ("secret" LIKE 'whsec\\_%'),
        "previous_secret" text,
        "previous_secret_expires_at" timestamptz,
        "enabled" boolean NOT NULL DEFAULT true,
        "disabled_reason" text,
        "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "secret_rotated_at" timestamptz
      )`);
    await q.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "seq" bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
        "message_id" text NOT NULL,
        "event_type" text NOT NULL,
        "body" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'succeeded', 'failed')),
        "round" integer NOT NULL DEFAULT 1,
        "attempt_count" integer NOT NULL DEFAULT 0,
        "last_status_code" integer,
        "last_error" text,
        "next_attempt_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz,
        CONSTRAINT "webhook_deliveries_message_key" UNIQUE ("endpoint_id", "message_id")
      )`);
    await q.query(`CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" ("endpoint_id", "seq" DESC)`);
    await q.query(`
      CREATE TABLE "webhook_attempts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "delivery_id" uuid NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
        "attempted_at" timestamptz NOT NULL DEFAULT now(),
        "status_code" integer,
        "duration_ms" integer NOT NULL,
        "error" text,
        "succeeded" boolean NOT NULL
      )`);
    await q.query(`CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" ("delivery_id", "id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_attempts"`);
    await q.query(`DROP TABLE "webhook_deliveries"`);
    await q.query(`DROP TABLE "webhook_endpoints"`);
  }
}
