import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The database refuses two tamperings that verifyLedger could only report:
 * - a balance UPDATE on ledger_accounts that does not come from ledger_post (which
 *   ledger_post_withdrawal calls) or accrue(): both functions run with `ledger.posting = on`
 *   (a function-level SET, restored when they return), and a statement-level trigger refuses
 *   any UPDATE OF balance without it — once per statement, so the accrual's set-based UPDATE
 *   pays for one check, not one per row;
 * - a change of amount, user or kind, or a DELETE, of a transaction that money has moved for:
 *   any status but draft/pending, and pending withdrawals (their amount is held).
 * Both raise SQLSTATE 42501 (insufficient_privilege) with a message naming the rule.
 */
export class LedgerTamperGuards1763982000000 implements MigrationInterface {
  name = 'LedgerTamperGuards1763982000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION "ledger_post"(text, uuid, uuid, uuid[], text[], numeric[]) SET "ledger.posting" = 'on'`);
    await q.query(`ALTER FUNCTION "accrue"(timestamptz) SET "ledger.posting" = 'on'`);
    await q.query(`
      CREATE FUNCTION "ledger_accounts_balance_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('ledger.posting', true) IS DISTINCT FROM 'on' THEN
          RAISE EXCEPTION 'ledger_accounts.balance changes only through ledger_post'
            USING ERRCODE = 'insufficient_privilege', HINT = 'post a balanced entry with ledger_post()';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "ledger_accounts_balance_guard" BEFORE UPDATE OF "balance" ON "ledger_accounts"
      FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_balance_guard"()`);
    await q.query(`
      CREATE FUNCTION "transactions_settled_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'transaction % is % and cannot be deleted', OLD.id, OLD.status USING ERRCODE = 'insufficient_privilege';
        END IF;
        RAISE EXCEPTION 'transaction % is %: its amount, user and kind cannot change', OLD.id, OLD.status USING ERRCODE = 'insufficient_privilege';
      END $$`);
    const settled = `(OLD."status" NOT IN ('draft', 'pending') OR OLD."kind" = 'withdrawal')`;
    await q.query(`
      CREATE TRIGGER "transactions_settled_update_guard" BEFORE UPDATE OF "amount", "user_id", "kind" ON "transactions"
      FOR EACH ROW WHEN (${settled} AND (NEW."amount" IS DISTINCT FROM OLD."amount" OR NEW."user_id" IS DISTINCT FROM OLD."user_id" OR NEW."kind" IS DISTINCT FROM OLD."kind"))
      EXECUTE FUNCTION "transactions_settled_guard"()`);
    await q.query(`
      CREATE TRIGGER "transactions_settled_delete_guard" BEFORE DELETE ON "transactions"
      FOR EACH ROW WHEN ${settled} EXECUTE FUNCTION "transactions_settled_guard"()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "transactions_settled_delete_guard" ON "transactions"`);
    await q.query(`DROP TRIGGER "transactions_settled_update_guard" ON "transactions"`);
    await q.query(`DROP FUNCTION "transactions_settled_guard"()`);
    await q.query(`DROP TRIGGER "ledger_accounts_balance_guard" ON "ledger_accounts"`);
    await q.query(`DROP FUNCTION "ledger_accounts_balance_guard"()`);
    await q.query(`ALTER FUNCTION "accrue"(timestamptz) RESET "ledger.posting"`);
    await q.query(`ALTER FUNCTION "ledger_post"(text, uuid, uuid, uuid[], text[], numeric[]) RESET "ledger.posting"`);
  }
}
