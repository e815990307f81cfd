import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quoted deposits (issue 26).
 * - deposit_wallets gains an explicit asset (USDT, ETH, BTC), and its chain (the network: bitcoin,
 *   ethereum, tron) becomes required; the network column stays the human label ("ERC-20", "Bitcoin").
 *   Existing rows are backfilled from their name and label: TRC → tron, ERC/ETH → ethereum, else
 *   bitcoin; then bitcoin → BTC, a name or label mentioning USDT/Tether (or tron) → USDT, else ETH.
 * - deposit_invoices: one row per quoted deposit — the asset amount to pay (exact decimal rounded up
 *   to the asset's decimals, and the same in base units), the rate and its source, the address, the
 *   expiry and how long the address is still watched after it, whether the chain credits it
 *   (watched) and the invoice's state as the chain sees it.
 */
export class DepositInvoices1764090000000 implements MigrationInterface {
  name = 'DepositInvoices1764090000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "deposit_wallets" SET "chain" = CASE
        WHEN upper("network" || ' ' || "wallet_name") LIKE '%TRC%' OR upper("network" || ' ' || "wallet_name") LIKE '%TRON%' THEN 'tron'
        WHEN upper("network" || ' ' || "wallet_name") LIKE '%ERC%' OR upper("network" || ' ' || "wallet_name") LIKE '%ETH%' THEN 'ethereum'
        ELSE 'bitcoin'
      END
      WHERE "chain" IS NULL`);
    await q.query(`ALTER TABLE "deposit_wallets" ALTER COLUMN "chain" SET NOT NULL`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD COLUMN "asset" text`);
    await q.query(`
      UPDATE "deposit_wallets" SET "asset" = CASE
        WHEN "chain" = 'bitcoin' THEN 'BTC'
        WHEN "chain" = 'tron'
          OR upper("network" || ' ' || "wallet_name") LIKE '%USDT%'
          OR upper("network" || ' ' || "wallet_name") LIKE '%TETHER%' THEN 'USDT'
        ELSE 'ETH'
      END`);
    await q.query(`ALTER TABLE "deposit_wallets" ALTER COLUMN "asset" SET NOT NULL`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD CONSTRAINT "deposit_wallets_asset_check" CHECK ("asset" IN ('USDT', 'ETH', 'BTC'))`);

    await q.query(`
      CREATE TABLE "deposit_invoices" (
        "transaction_id" uuid PRIMARY KEY REFERENCES "transactions"("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "users"("id"),
        "asset" text NOT NULL CHECK ("asset" IN ('USDT', 'ETH', 'BTC')),
        "network" text NOT NULL CHECK ("network" IN ('ethereum', 'tron', 'bitcoin')),
        "address" text NOT NULL,
        "usd_amount" numeric(20, 2) NOT NULL,
        "pay_amount" numeric NOT NULL,
        "pay_amount_base_units" numeric(78, 0) NOT NULL,
        "decimals" smallint NOT NULL,
        "rate" numeric NOT NULL,
        "rate_source" text NOT NULL,
        "quoted_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "watch_until" timestamptz NOT NULL,
        "watched" boolean NOT NULL,
        "required_confirmations" integer NOT NULL,
        "state" text NOT NULL DEFAULT 'awaiting_payment'
          CHECK ("state" IN ('awaiting_payment', 'confirming', 'underpaid', 'expired', 'paid_late', 'completed', 'refunded')),
        "received_base_units" numeric(78, 0) NOT NULL DEFAULT 0,
        "received_amount" numeric NOT NULL DEFAULT 0,
        "confirmations" integer NOT NULL DEFAULT 0,
        "credited_usd" numeric(20, 2),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "deposit_invoices_address_idx" ON "deposit_invoices" ("network", "address")`);
    await q.query(`
      CREATE INDEX "deposit_invoices_open_idx" ON "deposit_invoices" ("network", "state")
      WHERE "state" IN ('awaiting_payment', 'confirming', 'underpaid', 'paid_late')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "deposit_invoices"`);
    await q.query(`ALTER TABLE "deposit_wallets" DROP COLUMN "asset"`);
    await q.query(`ALTER TABLE "deposit_wallets" ALTER COLUMN "chain" DROP NOT NULL`);
  }
}
