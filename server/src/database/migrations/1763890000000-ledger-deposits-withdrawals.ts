import { MigrationInterface, QueryRunner } from 'typeorm';

export class LedgerDepositsWithdrawals1763890000000 implements MigrationInterface {
  name = 'LedgerDepositsWithdrawals1763890000000';

  public async up(q: QueryRunner): Promise<void> {
    // Accounts: four per user, plus platform accounts (user_id NULL) that may go negative.
    await q.query(`
      CREATE TABLE "ledger_accounts" (
        "id" bigserial PRIMARY KEY,
        "user_id" uuid REFERENCES "users"("id") ON DELETE RESTRICT,
        "kind" text NOT NULL CHECK ("kind" IN ('main', 'profit', 'invested', 'withdrawal_hold',
          'deposits_received', 'profit_expense', 'referral_expense', 'payouts')),
        "balance" numeric(20,2) NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "ledger_accounts_user_kind_check" CHECK (("user_id" IS NULL) = ("kind" IN ('deposits_received', 'profit_expense', 'referral_expense', 'payouts'))),
        CONSTRAINT "ledger_accounts_user_balance_non_negative" CHECK ("user_id" IS NULL OR "balance" >= 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX "ledger_accounts_user_kind_key" ON "ledger_accounts" ("user_id", "kind") WHERE "user_id" IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "ledger_accounts_platform_kind_key" ON "ledger_accounts" ("kind") WHERE "user_id" IS NULL`);
    await q.query(`INSERT INTO "ledger_accounts" ("kind") VALUES ('deposits_received'), ('profit_expense'), ('referral_expense'), ('payouts')`);
    await q.query(`
      CREATE FUNCTION "create_user_ledger_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ledger_accounts (user_id, kind)
        SELECT NEW.id, k FROM unnest(ARRAY['main', 'profit', 'invested', 'withdrawal_hold']) AS k;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "users_create_ledger_accounts" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "create_user_ledger_accounts"()`);
    await q.query(`
      INSERT INTO "ledger_accounts" ("user_id", "kind")
      SELECT u.id, k FROM "users" u CROSS JOIN unnest(ARRAY['main', 'profit', 'invested', 'withdrawal_hold']) AS k`);

    // What users see: deposits, withdrawals, bonuses (and investments later), with their status.
    await q.query(`
      CREATE TABLE "transactions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
        "kind" text NOT NULL CHECK ("kind" IN ('deposit', 'withdrawal', 'investment', 'profit', 'capital_return', 'referral_bonus')),
        "title" text NOT NULL,
        "amount" numeric(20,2) CHECK ("amount" > 0),
        "status" text NOT NULL CHECK ("status" IN ('draft', 'pending', 'active', 'completed', 'rejected', 'cancelled')),
        "method" text,
        "wallet_name" text,
        "wallet_address" text,
        "network" text,
        "txn_id" text,
        "reference_id" text UNIQUE,
        "screenshot" text,
        "reason" text,
        "payout_tx_hash" text,
        "source_transaction_id" uuid REFERENCES "transactions"("id"),
        "decided_by" uuid REFERENCES "users"("id"),
        "decided_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "transactions_amount_unless_draft" CHECK ("status" = 'draft' OR "amount" IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX "transactions_user_created_idx" ON "transactions" ("user_id", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "transactions_kind_status_idx" ON "transactions" ("kind", "status", "created_at")`);
    // A blockchain transaction id backs one deposit only, whoever claims it.
    await q.query(`CREATE UNIQUE INDEX "transactions_deposit_txn_id_key" ON "transactions" (lower("txn_id")) WHERE "kind" = 'deposit' AND "txn_id" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "ledger_entries" (
        "id" bigserial PRIMARY KEY,
        "kind" text NOT NULL,
        "transaction_id" uuid REFERENCES "transactions"("id"),
        "actor_id" uuid REFERENCES "users"("id"),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" ("transaction_id")`);
    await q.query(`
      CREATE TABLE "ledger_postings" (
        "id" bigserial PRIMARY KEY,
        "entry_id" bigint NOT NULL REFERENCES "ledger_entries"("id"),
        "account_id" bigint NOT NULL REFERENCES "ledger_accounts"("id"),
        "amount" numeric(20,2) NOT NULL CHECK ("amount" <> 0),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" ("account_id", "created_at")`);
    await q.query(`CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" ("entry_id")`);
    // Each entry's postings sum to zero, checked at commit so an entry may be written posting by posting.
    await q.query(`
      CREATE FUNCTION "check_ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE total numeric;
      BEGIN
        SELECT COALESCE(sum(amount), 0) INTO total FROM ledger_postings WHERE entry_id = NEW.entry_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger entry % does not balance (sum %)', NEW.entry_id, total USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "check_ledger_entry_balanced"()`);
    // Postings and entries are history: never changed or removed.
    await q.query(`
      CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
      END $$`);
    await q.query(`CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION "refuse_change"()`);
    await q.query(`CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_change"()`);

    await q.query(`
      CREATE TABLE "audit_log" (
        "id" bigserial PRIMARY KEY,
        "actor_id" uuid REFERENCES "users"("id"),
        "actor_role" text NOT NULL CHECK ("actor_role" IN ('user', 'admin', 'system')),
        "action" text NOT NULL,
        "transaction_id" uuid REFERENCES "transactions"("id"),
        "amount" numeric(20,2),
        "details" jsonb NOT NULL DEFAULT '{}',
        "ip" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "refuse_change"()`);

    await q.query(`
      CREATE TABLE "idempotency_keys" (
        "user_id" uuid NOT NULL REFERENCES "users"("id"),
        "key" text NOT NULL,
        "operation" text NOT NULL,
        "request_hash" text NOT NULL,
        "response" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "key")
      )`);
    await q.query(`CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at")`);

    await q.query(`
      CREATE TABLE "deposit_wallets" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "wallet_name" text NOT NULL,
        "wallet_address" text NOT NULL UNIQUE,
        "network" text NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['deposit_wallets', 'idempotency_keys', 'audit_log', 'ledger_postings', 'ledger_entries', 'transactions', 'ledger_accounts']) {
      await q.query(`DROP TABLE "${table}"`);
    }
    await q.query(`DROP TRIGGER "users_create_ledger_accounts" ON "users"`);
    await q.query(`DROP FUNCTION "create_user_ledger_accounts"`);
    await q.query(`DROP FUNCTION "check_ledger_entry_balanced"`);
    await q.query(`DROP FUNCTION "refuse_change"`);
  }
}
