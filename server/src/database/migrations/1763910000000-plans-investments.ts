import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlansInvestments1763910000000 implements MigrationInterface {
  name = 'PlansInvestments1763910000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "plans" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "uniq_id" text NOT NULL UNIQUE,
        "title" text NOT NULL,
        "daily_interest" numeric(7,4) NOT NULL CHECK ("daily_interest" > 0),
        "term_days" integer NOT NULL CHECK ("term_days" > 0),
        "min_amount" numeric(20,2) NOT NULL CHECK ("min_amount" > 0),
        "max_amount" numeric(20,2) NOT NULL,
        "capital_return" text NOT NULL DEFAULT 'Each Term',
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("max_amount" >= "min_amount")
      )`);
    // The five plans of the spec's section 9 (terms in days; the REST layer shows weeks).
    await q.query(`
      INSERT INTO "plans" ("uniq_id", "title", "daily_interest", "term_days", "min_amount", "max_amount") VALUES
        ('BASIC', 'BASIC', 4, 14, 1000, 4999),
        ('SILVER', 'SILVER', 10, 7, 5000, 9999),
        ('DIAMOND', 'DIAMOND', 15, 14, 10000, 24999),
        ('GOLD', 'GOLD', 18, 15, 25000, 49999),
        ('PREMIUM', 'PREMIUM', 20, 30, 50000, 99999)`);

    // One pending selection per user, replaced by a new one.
    await q.query(`
      CREATE TABLE "plan_selections" (
        "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
        "plan_id" uuid NOT NULL REFERENCES "plans"("id"),
        "amount" numeric(20,2) CHECK ("amount" > 0),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    // An investment keeps the plan's terms as they were when it was made.
    await q.query(`
      CREATE TABLE "investments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id"),
        "plan_id" uuid NOT NULL REFERENCES "plans"("id"),
        "transaction_id" uuid NOT NULL UNIQUE REFERENCES "transactions"("id"),
        "title" text NOT NULL,
        "amount" numeric(20,2) NOT NULL CHECK ("amount" > 0),
        "daily_interest" numeric(7,4) NOT NULL,
        "term_days" integer NOT NULL,
        "daily_profit" numeric(20,2) NOT NULL,
        "total_profit" numeric(20,2) NOT NULL,
        "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'completed')),
        "started_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "days_accrued" integer NOT NULL DEFAULT 0,
        "accrued" numeric(20,2) NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("accrued" <= "total_profit"),
        CHECK ("days_accrued" BETWEEN 0 AND "term_days")
      )`);
    await q.query(`CREATE INDEX "investments_user_idx" ON "investments" ("user_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "investments_active_idx" ON "investments" ("started_at") WHERE "status" = 'active'`);

    // TRUNCATE skips row triggers: refuse it too on the append-only tables.
    for (const table of ['ledger_postings', 'ledger_entries', 'audit_log']) {
      await q.query(`CREATE TRIGGER "${table}_no_truncate" BEFORE TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_change"()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['ledger_postings', 'ledger_entries', 'audit_log']) await q.query(`DROP TRIGGER "${table}_no_truncate" ON "${table}"`);
    await q.query(`DROP TABLE "investments"`);
    await q.query(`DROP TABLE "plan_selections"`);
    await q.query(`DROP TABLE "plans"`);
  }
}
