import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * USD rates of the deposit assets (issue 26), one row per asset, shared by every instance: the
 * provider's last good rate (`rate`, `source`, `fetched_at`), the refresh bookkeeping
 * (`attempted_at` claims a refresh so one instance fetches per minute; `failing_since` and
 * `last_error` tell a provider outage once), and an admin's manual rate, which wins while set.
 * Rows are created by the service when first needed, so a new asset needs no migration.
 */
export class AssetRates1764080000000 implements MigrationInterface {
  name = 'AssetRates1764080000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "asset_rates" (
        "asset" text PRIMARY KEY CHECK ("asset" ~ '^[A-Z0-9]{2,10}$'),
        "rate" numeric(30, 10) CHECK ("rate" > 0),
        "source" text CHECK (char_length("source") BETWEEN 1 AND 40),
        "fetched_at" timestamptz,
        "attempted_at" timestamptz,
        "failing_since" timestamptz,
        "last_error" text CHECK (char_length("last_error") <= 500),
        "manual_rate" numeric(30, 10) CHECK ("manual_rate" > 0),
        "manual_reason" text CHECK (char_length("manual_reason") BETWEEN 1 AND 500),
        "manual_set_by" uuid REFERENCES "users"("id") ON DELETE RESTRICT,
        "manual_set_at" timestamptz,
        CONSTRAINT "asset_rates_fetched_check" CHECK (("rate" IS NULL) = ("source" IS NULL) AND ("rate" IS NULL) = ("fetched_at" IS NULL)),
        CONSTRAINT "asset_rates_manual_check"
          CHECK (("manual_rate" IS NULL) = ("manual_reason" IS NULL) AND ("manual_rate" IS NULL) = ("manual_set_at" IS NULL))
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "asset_rates"`);
  }
}
