import { MigrationInterface, QueryRunner } from 'typeorm';

const PLATFORM_OLD = `'deposits_received', 'profit_expense', 'referral_expense', 'payouts'`;
const PLATFORM_NEW = `'deposits_received', 'profit_expense', 'referral_expense', 'payouts', 'corrections'`;
const USER_KINDS = `'main', 'profit', 'invested', 'withdrawal_hold'`;

/**
 * Balance corrections (issue 14), maker-checker: an admin asks for a signed correction of one
 * user account (`main` or `profit`) with a reason; it moves nothing until a different admin
 * approves it, and then one ledger entry (`balance_correction`) posts it against the new platform
 * account `corrections`. The row records who asked, who decided and the entry; decided rows never
 * change again, and none is ever deleted.
 */
export class BalanceCorrections1764030010000 implements MigrationInterface {
  name = 'BalanceCorrections1764030010000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check"`);
    await q.query(`ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" IN (${USER_KINDS}, ${PLATFORM_NEW}))`);
    await q.query(`ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_kind_check"`);
    await q.query(`ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_kind_check" CHECK (("user_id" IS NULL) = ("kind" IN (${PLATFORM_NEW})))`);
    await q.query(`INSERT INTO "ledger_accounts" ("kind") VALUES ('corrections')`);

    await q.query(`
      CREATE TABLE "balance_corrections" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "seq" bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
        "account_kind" text NOT NULL CHECK ("account_kind" IN ('main', 'profit')),
        "amount" numeric(20,2) NOT NULL CHECK ("amount" <> 0),
        "reason" text NOT NULL CHECK (char_length("reason") BETWEEN 1 AND 500),
        "status" text NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
        "requested_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "decided_by" uuid REFERENCES "users"("id") ON DELETE RESTRICT,
        "decided_at" timestamptz,
        "rejection_reason" text CHECK (char_length("rejection_reason") BETWEEN 1 AND 500),
        "entry_id" bigint UNIQUE REFERENCES "ledger_entries"("id"),
        CONSTRAINT "balance_corrections_decided_check" CHECK (("status" = 'pending') = ("decided_by" IS NULL) AND ("decided_by" IS NULL) = ("decided_at" IS NULL)),
        CONSTRAINT "balance_corrections_entry_check" CHECK (("status" = 'approved') = ("entry_id" IS NOT NULL)),
        CONSTRAINT "balance_corrections_rejection_check" CHECK (("status" = 'rejected') = ("rejection_reason" IS NOT NULL)),
        CONSTRAINT "balance_corrections_checker_check" CHECK ("status" <> 'approved' OR "decided_by" <> "requested_by")
      )`);
    await q.query(`CREATE INDEX "balance_corrections_status_seq_idx" ON "balance_corrections" ("status", "seq" DESC)`);
    await q.query(`CREATE INDEX "balance_corrections_user_seq_idx" ON "balance_corrections" ("user_id", "seq" DESC)`);
    // A decision is final: a decided row never changes, and no row is deleted.
    await q.query(`
      CREATE FUNCTION "balance_corrections_final"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' OR OLD.status <> 'pending' THEN
          RAISE EXCEPTION 'balance correction % is % and cannot change', OLD.id, OLD.status USING ERRCODE = '42501';
        END IF;
        IF NEW.user_id <> OLD.user_id OR NEW.account_kind <> OLD.account_kind OR NEW.amount <> OLD.amount OR NEW.reason <> OLD.reason
           OR NEW.requested_by <> OLD.requested_by OR NEW.requested_at <> OLD.requested_at THEN
          RAISE EXCEPTION 'balance correction % can only be decided', OLD.id USING ERRCODE = '42501';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "balance_corrections_final" BEFORE UPDATE OR DELETE ON "balance_corrections" FOR EACH ROW EXECUTE FUNCTION "balance_corrections_final"()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "balance_corrections"`);
    await q.query(`DROP FUNCTION "balance_corrections_final"`);
    await q.query(`DELETE FROM "ledger_accounts" WHERE "kind" = 'corrections' AND "user_id" IS NULL`);
    await q.query(`ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_kind_check"`);
    await q.query(`ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_kind_check" CHECK (("user_id" IS NULL) = ("kind" IN (${PLATFORM_OLD})))`);
    await q.query(`ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check"`);
    await q.query(`ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" IN (${USER_KINDS}, ${PLATFORM_OLD}))`);
  }
}
