import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proof of reserves beside the proof of liabilities (issue 30): the addresses an admin declared as
 * the platform's reserves, each with the signed message that proved control when it was saved, and
 * the latest balance the chain watchers read (NULL until read; a network without a node stays NULL,
 * never 0). A removed address stays, inactive, for the record; only the balance and the removal
 * change after the declaration.
 */
export class ReserveAddresses1764102000000 implements MigrationInterface {
  name = 'ReserveAddresses1764102000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "reserve_addresses" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "asset" text NOT NULL CHECK ("asset" IN ('USDT', 'ETH', 'BTC', 'LTC')),
        "network" text NOT NULL CHECK ("network" IN ('ethereum', 'tron', 'bitcoin', 'litecoin')),
        "address" text NOT NULL CHECK (length("address") BETWEEN 1 AND 100),
        "message" text NOT NULL CHECK (length("message") BETWEEN 1 AND 300),
        "signature" text NOT NULL CHECK (length("signature") BETWEEN 1 AND 1000),
        "signed_on" date NOT NULL,
        "verified_at" timestamptz NOT NULL,
        "declared_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
        "balance" numeric(40,18) CHECK ("balance" >= 0),
        "balance_at" timestamptz,
        "active" boolean NOT NULL DEFAULT true,
        "removed_at" timestamptz,
        "removed_by" uuid REFERENCES "users"("id") ON DELETE RESTRICT,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("asset", "network") IN (('ETH', 'ethereum'), ('USDT', 'ethereum'), ('USDT', 'tron'), ('BTC', 'bitcoin'), ('LTC', 'litecoin'))),
        CHECK (("balance" IS NULL) = ("balance_at" IS NULL)),
        CHECK ("active" = ("removed_at" IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX "reserve_addresses_active_unique" ON "reserve_addresses" ("network", "address", "asset") WHERE "active"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "reserve_addresses"`);
  }
}
