import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A fresh address for every deposit: a wallet holds either one static address or an account's
 * extended public key; each deposit reference on a derived wallet takes the next index (a counter
 * on the wallet, moved with UPDATE … RETURNING) and the address at that index, never reused.
 * Also: a blockchain transaction hash backs one deposit however it is written (0x, case, spaces).
 */
export class DepositAddresses1763970000000 implements MigrationInterface {
  name = 'DepositAddresses1763970000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "deposit_wallets" ALTER COLUMN "wallet_address" DROP NOT NULL`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD COLUMN "chain" text CHECK ("chain" IN ('bitcoin', 'ethereum', 'tron'))`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD COLUMN "address_kind" text NOT NULL DEFAULT 'static' CHECK ("address_kind" IN ('static', 'derived'))`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD COLUMN "extended_public_key" text`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD COLUMN "next_index" integer NOT NULL DEFAULT 0 CHECK ("next_index" >= 0)`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`
      UPDATE "deposit_wallets" SET "chain" = CASE
        WHEN upper(btrim("network")) IN ('BTC', 'BITCOIN') THEN 'bitcoin'
        WHEN upper(btrim("network")) IN ('ERC20', 'ETH', 'ETHEREUM') THEN 'ethereum'
        WHEN upper(btrim("network")) IN ('TRC20', 'TRX', 'TRON') THEN 'tron'
      END`);
    await q.query(`
      ALTER TABLE "deposit_wallets" ADD CONSTRAINT "deposit_wallets_kind_fields_check" CHECK (
        ("address_kind" = 'static' AND "wallet_address" IS NOT NULL AND "extended_public_key" IS NULL)
        OR ("address_kind" = 'derived' AND "wallet_address" IS NULL AND "extended_public_key" IS NOT NULL AND "chain" IS NOT NULL))`);
    await q.query(`CREATE UNIQUE INDEX "deposit_wallets_extended_public_key_key" ON "deposit_wallets" ("extended_public_key") WHERE "extended_public_key" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "deposit_addresses" (
        "id" bigserial PRIMARY KEY,
        "wallet_id" uuid NOT NULL REFERENCES "deposit_wallets"("id") ON DELETE RESTRICT,
        "derivation_index" integer NOT NULL CHECK ("derivation_index" >= 0),
        "address" text NOT NULL,
        "transaction_id" uuid REFERENCES "transactions"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The index is the wallet's: one address per index, one index per deposit reference, forever.
    await q.query(`CREATE UNIQUE INDEX "deposit_addresses_wallet_index_key" ON "deposit_addresses" ("wallet_id", "derivation_index")`);
    await q.query(`CREATE UNIQUE INDEX "deposit_addresses_wallet_address_key" ON "deposit_addresses" ("wallet_id", "address")`);
    await q.query(`CREATE INDEX "deposit_addresses_transaction_idx" ON "deposit_addresses" ("transaction_id")`);
    await q.query(`CREATE INDEX "deposit_addresses_address_idx" ON "deposit_addresses" ("address")`);

    // One payment, one deposit: hex hashes compare without a leading 0x and without case.
    await q.query(`
      CREATE FUNCTION "normalized_txn_id"(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT CASE WHEN btrim(value) ~* '^(0x)?[0-9a-f]+$' THEN lower(regexp_replace(btrim(value), '^0x', '', 'i')) ELSE btrim(value) END
      $$`);
    await q.query(`
      DO $$
      DECLARE duplicate text;
      BEGIN
        SELECT normalized_txn_id(txn_id) INTO duplicate FROM transactions
        WHERE kind = 'deposit' AND txn_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1 LIMIT 1;
        IF duplicate IS NOT NULL THEN
          RAISE EXCEPTION 'two deposits claim the blockchain transaction %; reject one of them before migrating', duplicate;
        END IF;
      END $$`);
    await q.query(`DROP INDEX "transactions_deposit_txn_id_key"`);
    await q.query(`CREATE UNIQUE INDEX "transactions_deposit_txn_id_key" ON "transactions" (normalized_txn_id("txn_id")) WHERE "kind" = 'deposit' AND "txn_id" IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "transactions_deposit_txn_id_key"`);
    await q.query(`CREATE UNIQUE INDEX "transactions_deposit_txn_id_key" ON "transactions" (lower("txn_id")) WHERE "kind" = 'deposit' AND "txn_id" IS NOT NULL`);
    await q.query(`DROP FUNCTION "normalized_txn_id"`);
    await q.query(`DROP TABLE "deposit_addresses"`);
    await q.query(`DELETE FROM "deposit_wallets" WHERE "address_kind" = 'derived'`);
    await q.query(`ALTER TABLE "deposit_wallets" DROP CONSTRAINT "deposit_wallets_kind_fields_check"`);
    for (const column of ['updated_at', 'next_index', 'extended_public_key', 'address_kind', 'chain']) {
      await q.query(`ALTER TABLE "deposit_wallets" DROP COLUMN "${column}"`);
    }
    await q.query(`ALTER TABLE "deposit_wallets" ALTER COLUMN "wallet_address" SET NOT NULL`);
  }
}
