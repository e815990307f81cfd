import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The EVM chain watcher (issue 26), per network (ethereum, tron):
 * - chain_cursors: how far it has scanned (block number and hash), the node's head when last asked,
 *   and when it last reached that head — one row per network, written under the network's lock;
 * - chain_blocks: hashes of recently scanned blocks, compared with the node's on every scan to find reorgs;
 * - chain_payments: each transfer to a watched address, once, keyed by (network, tx_hash, log_index)
 *   (log_index -1: the transaction's own value, the native coin). amount_base_units is the integer in
 *   the asset's smallest unit; amount the same as an exact decimal. A payment whose block left the
 *   chain is marked removed, and un-marked (with its new block) when it is mined again.
 */
export class ChainWatcher1764081000000 implements MigrationInterface {
  name = 'ChainWatcher1764081000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "chain_cursors" (
        "network" text PRIMARY KEY CHECK ("network" IN ('ethereum', 'tron')),
        "block_number" bigint NOT NULL CHECK ("block_number" >= 0),
        "block_hash" text NOT NULL CHECK ("block_hash" ~ '^0x[0-9a-f]{64}$'),
        "head_number" bigint NOT NULL CHECK ("head_number" >= 0),
        "head_seen_at" timestamptz NOT NULL DEFAULT now(),
        "caught_up_at" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "chain_blocks" (
        "network" text NOT NULL CHECK ("network" IN ('ethereum', 'tron')),
        "block_number" bigint NOT NULL CHECK ("block_number" >= 0),
        "block_hash" text NOT NULL CHECK ("block_hash" ~ '^0x[0-9a-f]{64}$'),
        PRIMARY KEY ("network", "block_number")
      )`);
    await q.query(`
      CREATE TABLE "chain_payments" (
        "network" text NOT NULL CHECK ("network" IN ('ethereum', 'tron')),
        "tx_hash" text NOT NULL CHECK ("tx_hash" ~ '^0x[0-9a-f]{64}$'),
        "log_index" integer NOT NULL CHECK ("log_index" >= -1),
        "asset" text NOT NULL CHECK ("asset" IN ('USDT', 'ETH')),
        "address" text NOT NULL CHECK (char_length("address") BETWEEN 1 AND 100),
        "from_address" text NOT NULL CHECK (char_length("from_address") BETWEEN 1 AND 100),
        "token_contract" text CHECK (char_length("token_contract") BETWEEN 1 AND 100),
        "amount_base_units" numeric(78, 0) NOT NULL CHECK ("amount_base_units" > 0),
        "decimals" smallint NOT NULL CHECK ("decimals" BETWEEN 0 AND 36),
        "amount" numeric NOT NULL,
        "block_number" bigint NOT NULL CHECK ("block_number" >= 0),
        "block_hash" text NOT NULL CHECK ("block_hash" ~ '^0x[0-9a-f]{64}$'),
        "removed" boolean NOT NULL DEFAULT false,
        "first_seen_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("network", "tx_hash", "log_index"),
        CONSTRAINT "chain_payments_amount_check" CHECK ("amount" * 10::numeric ^ "decimals" = "amount_base_units"),
        CONSTRAINT "chain_payments_native_check" CHECK (("log_index" = -1) = ("token_contract" IS NULL))
      )`);
    await q.query(`CREATE INDEX "chain_payments_address_idx" ON "chain_payments" ("network", "address")`);
    await q.query(`CREATE INDEX "chain_payments_block_idx" ON "chain_payments" ("network", "block_number")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "chain_payments"`);
    await q.query(`DROP TABLE "chain_blocks"`);
    await q.query(`DROP TABLE "chain_cursors"`);
  }
}
