import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily profit accrual and capital return, set-based in one function call. Idempotent: a credit
 * is keyed by (investment, day), so running it twice for the same time adds nothing, and a late
 * run catches up every whole day elapsed. Balances are locked in account-id order before they
 * change, the same order every other movement uses, so it cannot deadlock with them.
 */
export class Accrual1763920000000 implements MigrationInterface {
  name = 'Accrual1763920000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "accrual_credits" (
        "investment_id" uuid NOT NULL REFERENCES "investments"("id"),
        "day" integer NOT NULL CHECK ("day" > 0),
        "amount" numeric(20,2) NOT NULL,
        "transaction_id" uuid REFERENCES "transactions"("id"),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("investment_id", "day")
      )`);
    await q.query(`
      CREATE FUNCTION "accrue"(p_now timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE
        v_credits integer;
        v_entry bigint;
        v_expense bigint;
      BEGIN
        -- One run at a time across all instances; a second waits, then finds nothing left to do.
        PERFORM pg_advisory_xact_lock(727002);
        CREATE TEMP TABLE new_credits ON COMMIT DROP AS
          SELECT i.id AS investment_id, i.user_id, i.title, d.day, i.started_at,
                 CASE WHEN d.day = i.term_days THEN i.total_profit - i.daily_profit * (i.term_days - 1) ELSE i.daily_profit END AS amount,
                 gen_random_uuid() AS transaction_id
            FROM investments i
            CROSS JOIN LATERAL generate_series(
              i.days_accrued + 1,
              LEAST(i.term_days, floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int)
            ) AS d(day)
           WHERE i.status = 'active' AND i.started_at <= p_now - interval '1 day';
        GET DIAGNOSTICS v_credits = ROW_COUNT;

        IF v_credits > 0 THEN
          INSERT INTO transactions (id, user_id, kind, title, amount, status, created_at, updated_at)
          SELECT transaction_id, user_id, 'profit', 'Profit - ' || title, amount, 'completed',
                 started_at + make_interval(days => day), p_now
            FROM new_credits WHERE amount > 0;
          -- The (investment, day) key refuses a second credit even if days_accrued were ever wrong.
          INSERT INTO accrual_credits (investment_id, day, amount, transaction_id)
          SELECT investment_id, day, amount, CASE WHEN amount > 0 THEN transaction_id END FROM new_credits;

          UPDATE investments i SET days_accrued = s.last_day, accrued = i.accrued + s.total
            FROM (SELECT investment_id, max(day) AS last_day, sum(amount) AS total FROM new_credits GROUP BY investment_id) s
           WHERE i.id = s.investment_id;

          SELECT id INTO v_expense FROM ledger_accounts WHERE user_id IS NULL AND kind = 'profit_expense';
          CREATE TEMP TABLE credit_postings ON COMMIT DROP AS
            SELECT a.id AS account_id, sum(n.amount) AS amount
              FROM new_credits n JOIN ledger_accounts a ON a.user_id = n.user_id AND a.kind = 'profit'
             GROUP BY a.id HAVING sum(n.amount) <> 0;
          INSERT INTO credit_postings SELECT v_expense, -sum(amount) FROM credit_postings HAVING sum(amount) <> 0;

          IF EXISTS (SELECT 1 FROM credit_postings) THEN
            PERFORM 1 FROM ledger_accounts WHERE id IN (SELECT account_id FROM credit_postings) ORDER BY id FOR NO KEY UPDATE;
            INSERT INTO ledger_entries (kind) VALUES ('profit_accrual') RETURNING id INTO v_entry;
            UPDATE ledger_accounts a SET balance = a.balance + p.amount FROM credit_postings p WHERE a.id = p.account_id;
            INSERT INTO ledger_postings (entry_id, account_id, amount) SELECT v_entry, account_id, amount FROM credit_postings;
          END IF;
        END IF;

        -- Capital back at the end of the term: invested → main, status completed.
        CREATE TEMP TABLE finished ON COMMIT DROP AS
          SELECT i.id, i.user_id, i.title, i.amount, i.transaction_id, gen_random_uuid() AS return_id
            FROM investments i
           WHERE i.status = 'active' AND i.days_accrued = i.term_days;
        IF EXISTS (SELECT 1 FROM finished) THEN
          UPDATE investments SET status = 'completed' WHERE id IN (SELECT id FROM finished);
          UPDATE transactions SET status = 'completed', updated_at = p_now WHERE id IN (SELECT transaction_id FROM finished);
          INSERT INTO transactions (id, user_id, kind, title, amount, status, source_transaction_id, created_at, updated_at)
          SELECT return_id, user_id, 'capital_return', 'Capital Return - ' || title, amount, 'completed', transaction_id, p_now, p_now FROM finished;
          CREATE TEMP TABLE return_postings ON COMMIT DROP AS
            SELECT a.id AS account_id, sum(CASE WHEN a.kind = 'main' THEN f.amount ELSE -f.amount END) AS amount
              FROM finished f JOIN ledger_accounts a ON a.user_id = f.user_id AND a.kind IN ('main', 'invested')
             GROUP BY a.id;
          PERFORM 1 FROM ledger_accounts WHERE id IN (SELECT account_id FROM return_postings) ORDER BY id FOR NO KEY UPDATE;
          INSERT INTO ledger_entries (kind) VALUES ('capital_return') RETURNING id INTO v_entry;
          UPDATE ledger_accounts a SET balance = a.balance + p.amount FROM return_postings p WHERE a.id = p.account_id;
          INSERT INTO ledger_postings (entry_id, account_id, amount) SELECT v_entry, account_id, amount FROM return_postings;
          INSERT INTO audit_log (actor_role, action, transaction_id, amount, details)
          SELECT 'system', 'investment.completed', transaction_id, amount, '{}'::jsonb FROM finished;
        END IF;

        RETURN v_credits;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "accrue"`);
    await q.query(`DROP TABLE "accrual_credits"`);
  }
}
