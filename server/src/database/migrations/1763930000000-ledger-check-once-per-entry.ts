import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The balance check ran once per posting, summing the whole entry each time: O(n²) for an entry
 * of n postings (an accrual over 10,000 users). It now sums each entry once per statement — at
 * commit when deferred (all postings present), after each statement when IMMEDIATE.
 */
export class LedgerCheckOncePerEntry1763930000000 implements MigrationInterface {
  name = 'LedgerCheckOncePerEntry1763930000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION "check_ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total numeric;
        v_key text := 'ledger.entry_' || NEW.entry_id;
        v_stamp text := statement_timestamp()::text;
      BEGIN
        IF current_setting(v_key, true) = v_stamp THEN
          RETURN NULL;
        END IF;
        SELECT COALESCE(sum(amount), 0) INTO total FROM ledger_postings WHERE entry_id = NEW.entry_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger entry % does not balance (sum %)', NEW.entry_id, total USING ERRCODE = '23514';
        END IF;
        PERFORM set_config(v_key, v_stamp, true);
        RETURN NULL;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION "check_ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE total numeric;
      BEGIN
        SELECT COALESCE(sum(amount), 0) INTO total FROM ledger_postings WHERE entry_id = NEW.entry_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger entry % does not balance (sum %)', NEW.entry_id, total USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$`);
  }
}
