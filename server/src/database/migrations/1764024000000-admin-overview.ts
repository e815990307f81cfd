import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's overview:
 * - `accrual_runs`: one row per accrual run (scheduled or manual), written in the run's own
 *   transaction, so the overview can say when the accrual last ran, through which day, and what
 *   it credited, even when a run found nothing to do (no credits leave no other trace);
 * - a partial index for the day's and month's completed deposits and payouts, summed by the time
 *   they were decided (profits, the bulk of `transactions`, stay out of it).
 */
export class AdminOverview1764024000000 implements MigrationInterface {
  name = 'AdminOverview1764024000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "accrual_runs" (
        "id" bigserial PRIMARY KEY,
        "ran_at" timestamptz NOT NULL,
        "through_day" date,
        "investments" integer NOT NULL CHECK ("investments" >= 0),
        "credits" integer NOT NULL CHECK ("credits" >= 0),
        "total" numeric(20,2) NOT NULL CHECK ("total" >= 0),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "transactions_completed_decided_idx" ON "transactions" ("kind", "decided_at") WHERE "status" = 'completed' AND "kind" IN ('deposit', 'withdrawal')`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "transactions_completed_decided_idx"`);
    await q.query(`DROP TABLE "accrual_runs"`);
  }
}
