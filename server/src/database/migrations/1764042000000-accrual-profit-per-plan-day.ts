import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A day over a million investments in seconds, and a second run of the same day in milliseconds:
 * - the history gets one "Profit - PLAN" transaction per user, plan and UTC day (the sum of that
 *   day's credits of the user's investments in that plan) instead of one per investment: the
 *   million single-row transactions, their three indexes and the user foreign key checked row by
 *   row were two thirds of the run. Each `accrual_credits` row still names its transaction (several
 *   credits may share one), so the history still tells each plan's profit, day by day;
 * - `accrual_due` (one row) holds a time before which no active investment can earn a day;
 *   accrue(now) before it returns at once, reading nothing else. accrue() sets it to just after
 *   its own `now` (every investment still active then earns its next day later), an INSERT into
 *   investments lowers it to the new rows' first due time, and any other UPDATE of investments
 *   (outside accrue) sets it to -infinity, so the next run looks at every investment again.
 */
export class AccrualProfitPerPlanDay1764042000000 implements MigrationInterface {
  name = 'AccrualProfitPerPlanDay1764042000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "accrual_due" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "next_due" timestamptz NOT NULL
      )`);
    await q.query(`INSERT INTO "accrual_due" ("next_due") VALUES ('-infinity')`);
    // An investment next earns a day when (days_accrued + 1) × 24 h have passed since it started;
    // one already at its term is due at once (its capital goes back).
    await q.query(`
      CREATE FUNCTION "investment_next_due"(started_at timestamptz, days_accrued integer, term_days integer) RETURNS timestamptz
      LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN days_accrued >= term_days THEN '-infinity'::timestamptz ELSE started_at + (days_accrued + 1) * interval '24 hours' END
      $$`);
    await q.query(`
      CREATE FUNCTION "investments_accrual_due_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Only an earlier time takes the row (a new investment is due in a day: nothing to do).
        UPDATE accrual_due d SET next_due = m.due
          FROM (SELECT min(investment_next_due(n.started_at, n.days_accrued, n.term_days)) AS due FROM new_rows n WHERE n.status = 'active') m
         WHERE m.due < d.next_due;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "investments_accrual_due_insert" AFTER INSERT ON "investments"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "investments_accrual_due_insert"()`);
    // No transition table here: accrue's own daily UPDATE of every row would have to fill one.
    await q.query(`
      CREATE FUNCTION "investments_accrual_due_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('accrual.running', true) IS DISTINCT FROM 'on' THEN
          UPDATE accrual_due SET next_due = '-infinity' WHERE next_due <> '-infinity';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "investments_accrual_due_update" AFTER UPDATE ON "investments"
      FOR EACH STATEMENT EXECUTE FUNCTION "investments_accrual_due_update"()`);

    await q.query(`
      CREATE OR REPLACE FUNCTION "accrue"(p_now timestamptz) RETURNS integer LANGUAGE plpgsql
      SET "ledger.posting" = 'on' AS $$
      DECLARE
        v_credits integer;
        v_entry bigint;
        v_expense bigint;
        v_run text := gen_random_uuid()::text;
      BEGIN
        -- One run at a time across all instances; a second waits, then finds nothing left to do.
        PERFORM pg_advisory_xact_lock(727002);

        -- What the caller reads after the run (accruedInThisTransaction, capital-return mails, webhooks).
        CREATE TEMP TABLE new_credits (
          investment_id uuid, user_id uuid, title text, day integer, started_at timestamptz,
          amount numeric(20,2), transaction_id uuid
        ) ON COMMIT DROP;
        CREATE TEMP TABLE finished (
          id uuid, user_id uuid, title text, amount numeric(20,2), transaction_id uuid, return_id uuid
        ) ON COMMIT DROP;

        -- Nothing can be due before the earliest next day of any active investment.
        IF p_now < (SELECT next_due FROM accrual_due) THEN
          RETURN 0;
        END IF;
        PERFORM set_config('work_mem', '256MB', true);
        -- Tells investments_accrual_due_update that the updates below are the run's own (cleared
        -- before returning). Not a SET clause of the function: a SET clause of a new parameter needs
        -- a superuser's GRANT SET ON PARAMETER, and migrations and restores run as the owner.
        PERFORM set_config('accrual.running', 'on', true);

        -- Advance every due investment to the last whole day elapsed (at most its term); the
        -- days it just earned are prior_days_accrued + 1 .. days_accrued. A positive credit
        -- belongs to the transaction of its user, plan and UTC day (an id derived from those and
        -- this run, so no join is needed to find it).
        WITH advanced AS (
          UPDATE investments i
             SET prior_days_accrued = i.days_accrued,
                 days_accrued = LEAST(i.term_days, floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int),
                 accrued = i.accrued
                           + i.daily_profit * (LEAST(i.term_days, floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int) - i.days_accrued)
                           + CASE WHEN floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int >= i.term_days
                                  THEN i.total_profit - i.daily_profit * i.term_days ELSE 0 END
           WHERE i.status = 'active' AND i.started_at <= p_now - interval '1 day'
             AND LEAST(i.term_days, floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int) > i.days_accrued
          RETURNING i.id, i.user_id, i.title, i.started_at, i.prior_days_accrued, i.days_accrued,
                    i.term_days, i.daily_profit, i.total_profit
        )
        INSERT INTO new_credits
        SELECT c.*, CASE WHEN c.amount > 0 THEN
                 md5(v_run || c.user_id::text || c.title || to_char((c.started_at + make_interval(days => c.day)) AT TIME ZONE 'UTC', 'YYYY-MM-DD'))::uuid END
          FROM (SELECT a.id, a.user_id, a.title, g.day, a.started_at,
                       CASE WHEN g.day = a.term_days THEN a.total_profit - a.daily_profit * (a.term_days - 1) ELSE a.daily_profit END AS amount
                  FROM advanced a
                  CROSS JOIN LATERAL generate_series(a.prior_days_accrued + 1, a.days_accrued) AS g(day)
                 ORDER BY a.id, g.day) c;
        GET DIAGNOSTICS v_credits = ROW_COUNT;

        IF v_credits > 0 THEN
          ANALYZE new_credits;
          -- The (investment, day) key refuses a second credit even if days_accrued were ever wrong.
          INSERT INTO accrual_credits (investment_id, day, amount, transaction_id)
          SELECT investment_id, day, amount, transaction_id FROM new_credits;
          CREATE TEMP TABLE profit_records ON COMMIT DROP AS
            SELECT transaction_id AS id, user_id, title, sum(amount) AS amount, max(started_at + make_interval(days => day)) AS earned_at
              FROM new_credits WHERE amount > 0
             GROUP BY transaction_id, user_id, title;
          INSERT INTO transactions (id, user_id, kind, title, amount, status, created_at, updated_at)
          SELECT id, user_id, 'profit', 'Profit - ' || title, amount, 'completed', earned_at, p_now
            FROM profit_records ORDER BY id;

          SELECT id INTO v_expense FROM ledger_accounts WHERE user_id IS NULL AND kind = 'profit_expense';
          CREATE TEMP TABLE credit_postings ON COMMIT DROP AS
            SELECT a.id AS account_id, s.amount
              FROM (SELECT user_id, sum(amount) AS amount FROM profit_records GROUP BY user_id) s
              JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = 'profit';
          INSERT INTO credit_postings SELECT v_expense, -sum(amount) FROM credit_postings HAVING sum(amount) <> 0;

          IF EXISTS (SELECT 1 FROM credit_postings) THEN
            PERFORM 1 FROM ledger_accounts WHERE id IN (SELECT account_id FROM credit_postings) ORDER BY id FOR NO KEY UPDATE;
            INSERT INTO ledger_entries (kind) VALUES ('profit_accrual') RETURNING id INTO v_entry;
            UPDATE ledger_accounts a SET balance = a.balance + p.amount FROM credit_postings p WHERE a.id = p.account_id;
            INSERT INTO ledger_postings (entry_id, account_id, amount) SELECT v_entry, account_id, amount FROM credit_postings;
          END IF;
        END IF;

        -- Capital back at the end of the term: invested → main, status completed.
        INSERT INTO finished
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

        -- Every investment still active now earns its next day after p_now (those due were just
        -- advanced, those at their term completed), so no run up to p_now has anything to do.
        -- An investment inserted meanwhile waits for this row and then lowers the value itself.
        UPDATE accrual_due SET next_due = p_now + interval '1 microsecond';

        PERFORM set_config('accrual.running', '', true);
        RETURN v_credits;
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    // The previous definition lives in the AccrualSinglePass migration; re-running it restores it.
    await q.query(`DROP TRIGGER "investments_accrual_due_update" ON "investments"`);
    await q.query(`DROP TRIGGER "investments_accrual_due_insert" ON "investments"`);
    await q.query(`DROP FUNCTION "investments_accrual_due_update"()`);
    await q.query(`DROP FUNCTION "investments_accrual_due_insert"()`);
    await q.query(`DROP FUNCTION "investment_next_due"(timestamptz, integer, integer)`);
    await q.query(`DROP TABLE "accrual_due"`);
  }
}
