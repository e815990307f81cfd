import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One round trip per journal entry: resolves the accounts, inserts the entry, changes balances in
 * account-id order (one lock order for every movement) and inserts the postings.
 */
export class LedgerPostFunction1763900000000 implements MigrationInterface {
  name = 'LedgerPostFunction1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "ledger_post"(p_kind text, p_transaction_id uuid, p_actor_id uuid, p_user_ids uuid[], p_kinds text[], p_amounts numeric[])
      RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE
        v_entry_id bigint;
        v_account_ids bigint[] := '{}';
        v_account_id bigint;
        r record;
      BEGIN
        FOR i IN 1 .. array_length(p_kinds, 1) LOOP
          IF p_user_ids[i] IS NULL THEN
            SELECT id INTO v_account_id FROM ledger_accounts WHERE user_id IS NULL AND kind = p_kinds[i];
          ELSE
            SELECT id INTO v_account_id FROM ledger_accounts WHERE user_id = p_user_ids[i] AND kind = p_kinds[i];
          END IF;
          IF v_account_id IS NULL THEN
            RAISE EXCEPTION 'no ledger account %/%', COALESCE(p_user_ids[i]::text, 'platform'), p_kinds[i];
          END IF;
          v_account_ids := v_account_ids || v_account_id;
        END LOOP;
        INSERT INTO ledger_entries (kind, transaction_id, actor_id) VALUES (p_kind, p_transaction_id, p_actor_id) RETURNING id INTO v_entry_id;
        FOR r IN SELECT a.id, sum(a.amount) AS delta FROM unnest(v_account_ids, p_amounts) AS a(id, amount) GROUP BY a.id ORDER BY a.id LOOP
          IF r.delta <> 0 THEN
            UPDATE ledger_accounts SET balance = balance + r.delta WHERE id = r.id;
          END IF;
        END LOOP;
        INSERT INTO ledger_postings (entry_id, account_id, amount)
        SELECT v_entry_id, a.id, a.amount FROM unnest(v_account_ids, p_amounts) AS a(id, amount);
        RETURN v_entry_id;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "ledger_post"`);
  }
}
