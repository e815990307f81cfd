import { MigrationInterface, QueryRunner } from 'typeorm';

const UTXO = `('bitcoin', 'litecoin')`;

/**
 * Bitcoin and Litecoin on the invoice model (issue 27).
 * - LTC on the network litecoin joins the deposit wallets' and invoices' assets and networks.
 * - chain_cursors and chain_payments take the UTXO networks as well: their block and transaction
 *   hashes are written as the nodes write them (64 hex digits, no 0x); a payment is one transaction
 *   output, keyed (network, tx_hash, log_index) with log_index = the output's index (vout ≥ 0) and
 *   no token contract and no sender (a transaction spends inputs of any number of addresses:
 *   from_address is null); a UTXO payment seen in the mempool has no block yet (block_number and
 *   block_hash null, 0 confirmations). EVM payments keep their rules (0x hashes, always in a block).
 * - chain_node_wallets: the watch-only wallets the app keeps on a Bitcoin / Litecoin node, one per
 *   deposit wallet's receive descriptor: how far its range is imported and the height it was born at
 *   (where a rescan starts when the node lost the wallet).
 */
export class UtxoDeposits1764098000000 implements MigrationInterface {
  name = 'UtxoDeposits1764098000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "deposit_wallets" DROP CONSTRAINT "deposit_wallets_chain_check"`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD CONSTRAINT "deposit_wallets_chain_check" CHECK ("chain" IN ('bitcoin', 'ethereum', 'tron', 'litecoin'))`);
    await q.query(`ALTER TABLE "deposit_wallets" DROP CONSTRAINT "deposit_wallets_asset_check"`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD CONSTRAINT "deposit_wallets_asset_check" CHECK ("asset" IN ('USDT', 'ETH', 'BTC', 'LTC'))`);
    await q.query(`ALTER TABLE "deposit_invoices" DROP CONSTRAINT "deposit_invoices_asset_check"`);
    await q.query(`ALTER TABLE "deposit_invoices" ADD CONSTRAINT "deposit_invoices_asset_check" CHECK ("asset" IN ('USDT', 'ETH', 'BTC', 'LTC'))`);
    await q.query(`ALTER TABLE "deposit_invoices" DROP CONSTRAINT "deposit_invoices_network_check"`);
    await q.query(
      `ALTER TABLE "deposit_invoices" ADD CONSTRAINT "deposit_invoices_network_check" CHECK ("network" IN ('ethereum', 'tron', 'bitcoin', 'litecoin'))`,
    );

    await q.query(`ALTER TABLE "chain_cursors" DROP CONSTRAINT "chain_cursors_network_check"`);
    await q.query(`ALTER TABLE "chain_cursors" ADD CONSTRAINT "chain_cursors_network_check" CHECK ("network" IN ('ethereum', 'tron', 'bitcoin', 'litecoin'))`);
    await q.query(`ALTER TABLE "chain_cursors" DROP CONSTRAINT "chain_cursors_block_hash_check"`);
    await q.query(`
      ALTER TABLE "chain_cursors" ADD CONSTRAINT "chain_cursors_block_hash_check"
        CHECK (CASE WHEN "network" IN ${UTXO} THEN "block_hash" ~ '^[0-9a-f]{64}$' ELSE "block_hash" ~ '^0x[0-9a-f]{64}$' END)`);

    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_network_check"`);
    await q.query(
      `ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_network_check" CHECK ("network" IN ('ethereum', 'tron', 'bitcoin', 'litecoin'))`,
    );
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_asset_check"`);
    await q.query(`ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_asset_check" CHECK ("asset" IN ('USDT', 'ETH', 'BTC', 'LTC'))`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_tx_hash_check"`);
    await q.query(`
      ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_tx_hash_check"
        CHECK (CASE WHEN "network" IN ${UTXO} THEN "tx_hash" ~ '^[0-9a-f]{64}$' ELSE "tx_hash" ~ '^0x[0-9a-f]{64}$' END)`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_block_hash_check"`);
    await q.query(`ALTER TABLE "chain_payments" ALTER COLUMN "block_number" DROP NOT NULL, ALTER COLUMN "block_hash" DROP NOT NULL`);
    await q.query(`
      ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_block_check" CHECK (
        ("block_number" IS NULL) = ("block_hash" IS NULL)
        AND CASE WHEN "network" IN ${UTXO} THEN "block_hash" IS NULL OR "block_hash" ~ '^[0-9a-f]{64}$'
                 ELSE "block_hash" ~ '^0x[0-9a-f]{64}$' END)`);
    await q.query(`ALTER TABLE "chain_payments" ALTER COLUMN "from_address" DROP NOT NULL`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_native_check"`);
    await q.query(`
      ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_native_check" CHECK (
        CASE WHEN "network" IN ${UTXO} THEN "log_index" >= 0 AND "token_contract" IS NULL AND "from_address" IS NULL AND "asset" IN ('BTC', 'LTC')
             ELSE ("log_index" = -1) = ("token_contract" IS NULL) AND "from_address" IS NOT NULL AND "asset" IN ('USDT', 'ETH') END)`);

    await q.query(`
      CREATE TABLE "chain_node_wallets" (
        "network" text NOT NULL CHECK ("network" IN ${UTXO}),
        "wallet_name" text NOT NULL CHECK ("wallet_name" ~ '^[a-z0-9-]{1,64}$'),
        "descriptor" text NOT NULL CHECK (char_length("descriptor") BETWEEN 1 AND 300),
        "range_end" integer NOT NULL CHECK ("range_end" >= 0),
        "birth_height" bigint NOT NULL CHECK ("birth_height" >= 0),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("network", "wallet_name")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "chain_node_wallets"`);
    await q.query(`DELETE FROM "chain_payments" WHERE "network" IN ${UTXO}`);
    await q.query(`DELETE FROM "chain_cursors" WHERE "network" IN ${UTXO}`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_native_check"`);
    await q.query(`ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_native_check" CHECK (("log_index" = -1) = ("token_contract" IS NULL))`);
    await q.query(`ALTER TABLE "chain_payments" ALTER COLUMN "from_address" SET NOT NULL`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_block_check"`);
    await q.query(`ALTER TABLE "chain_payments" ALTER COLUMN "block_number" SET NOT NULL, ALTER COLUMN "block_hash" SET NOT NULL`);
    await q.query(`ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_block_hash_check" CHECK ("block_hash" ~ '^0x[0-9a-f]{64}$')`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_tx_hash_check"`);
    await q.query(`ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_tx_hash_check" CHECK ("tx_hash" ~ '^0x[0-9a-f]{64}$')`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_asset_check"`);
    await q.query(`ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_asset_check" CHECK ("asset" IN ('USDT', 'ETH'))`);
    await q.query(`ALTER TABLE "chain_payments" DROP CONSTRAINT "chain_payments_network_check"`);
    await q.query(`ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_network_check" CHECK ("network" IN ('ethereum', 'tron'))`);
    await q.query(`ALTER TABLE "chain_cursors" DROP CONSTRAINT "chain_cursors_block_hash_check"`);
    await q.query(`ALTER TABLE "chain_cursors" ADD CONSTRAINT "chain_cursors_block_hash_check" CHECK ("block_hash" ~ '^0x[0-9a-f]{64}$')`);
    await q.query(`ALTER TABLE "chain_cursors" DROP CONSTRAINT "chain_cursors_network_check"`);
    await q.query(`ALTER TABLE "chain_cursors" ADD CONSTRAINT "chain_cursors_network_check" CHECK ("network" IN ('ethereum', 'tron'))`);
    await q.query(`ALTER TABLE "deposit_invoices" DROP CONSTRAINT "deposit_invoices_network_check"`);
    await q.query(`ALTER TABLE "deposit_invoices" ADD CONSTRAINT "deposit_invoices_network_check" CHECK ("network" IN ('ethereum', 'tron', 'bitcoin'))`);
    await q.query(`ALTER TABLE "deposit_invoices" DROP CONSTRAINT "deposit_invoices_asset_check"`);
    await q.query(`ALTER TABLE "deposit_invoices" ADD CONSTRAINT "deposit_invoices_asset_check" CHECK ("asset" IN ('USDT', 'ETH', 'BTC'))`);
    await q.query(`ALTER TABLE "deposit_wallets" DROP CONSTRAINT "deposit_wallets_asset_check"`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD CONSTRAINT "deposit_wallets_asset_check" CHECK ("asset" IN ('USDT', 'ETH', 'BTC'))`);
    await q.query(`ALTER TABLE "deposit_wallets" DROP CONSTRAINT "deposit_wallets_chain_check"`);
    await q.query(`ALTER TABLE "deposit_wallets" ADD CONSTRAINT "deposit_wallets_chain_check" CHECK ("chain" IN ('bitcoin', 'ethereum', 'tron'))`);
  }
}
