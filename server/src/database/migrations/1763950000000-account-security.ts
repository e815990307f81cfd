import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account security: authenticator 2FA (secrets encrypted by the app, recovery codes hashed),
 * the account's activity log, email change by code, and the rate limiter's table in the shape
 * rate-limiter-flexible's Postgres store reads (it replaces the fixed-window rate_limits).
 */
export class AccountSecurity1763950000000 implements MigrationInterface {
  name = 'AccountSecurity1763950000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "two_factor_secret" text,
        ADD COLUMN "two_factor_pending_secret" text,
        ADD COLUMN "two_factor_enabled_at" timestamptz,
        ADD COLUMN "two_factor_last_step" bigint`);
    await q.query(`
      CREATE TABLE "two_factor_recovery_codes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "code_hash" text NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" ("user_id")`);

    await q.query(`
      CREATE TABLE "account_activity" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "kind" text NOT NULL,
        "at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "ip" text,
        "user_agent" text
      )`);
    await q.query(`CREATE INDEX "account_activity_user_at_idx" ON "account_activity" ("user_id", "at" DESC, "id" DESC)`);

    // One open request per user: asking again replaces it.
    await q.query(`
      CREATE TABLE "email_change_requests" (
        "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
        "new_email" text NOT NULL,
        "code_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "failed_attempts" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    // Listing and ending a user's sessions reads them by the user id inside the session JSON.
    await q.query(`CREATE INDEX "sessions_user_idx" ON "sessions" ((sess->'passport'->>'user'))`);

    await q.query(`
      CREATE TABLE "rate_limiter" (
        "key" varchar(255) PRIMARY KEY,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint
      )`);
    await q.query(`DROP TABLE "rate_limits"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "rate_limits" (
        "key" text PRIMARY KEY,
        "hits" integer NOT NULL,
        "window_started_at" timestamptz NOT NULL,
        "locked_until" timestamptz
      )`);
    await q.query(`DROP TABLE "rate_limiter"`);
    await q.query(`DROP INDEX "sessions_user_idx"`);
    await q.query(`DROP TABLE "email_change_requests"`);
    await q.query(`DROP TABLE "account_activity"`);
    await q.query(`DROP TABLE "two_factor_recovery_codes"`);
    await q.query(`
      ALTER TABLE "users"
        DROP COLUMN "two_factor_last_step",
        DROP COLUMN "two_factor_enabled_at",
        DROP COLUMN "two_factor_pending_secret",
        DROP COLUMN "two_factor_secret"`);
  }
}
