import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A day's credit is never negative and an investment never accrues more than its promised total.
 * Both amounts are rounded on their own (DESIGN: daily = round(amount × daily%), total =
 * round(amount × daily% × days)), so when the daily amount rounds up, daily × days passes the total
 * before the term ends. Until now accrue() credited the daily amount regardless and the last day
 * `total − daily × (term − 1)`, which is then negative:
 * - a run that reached that point before the last day broke the investments CHECK
 *   (accrued <= total_profit), so the whole run failed and nobody was credited until that
 *   investment's term ended;
 * - a run that covered the last day wrote the negative credit to accrual_credits and
 *   investments.accrued but posted only the positive credits (the postings were built from the
 *   profit records, which skip credits that are not positive): the user's profit account got more
 *   than the investment accrued.
 * Now day d credits LEAST(daily, what is left of the total) and the last day the rest, so the
 * credits of a term sum to exactly its total; each run posts, per user, the sum of every credit
 * it wrote; `accrual_credits` refuses a negative amount (NOT VALID: rows an earlier run wrote stay
 * for verifyLedger to report). `investments.prior_accrued` keeps what an investment had accrued
 * before the run's update, as `prior_days_accrued` keeps its days, so the update's RETURNING feeds
 * the credits without reading the table again.
 *
 * Also:
 * - the function runs in UTC (SET TimeZone) and counts a day as 24 hours everywhere, so a
 *   session in a zone with daylight saving never shifts a due day, a record's time or its UTC
 *   date;
 * - a profit record is one per user, plan and UTC day within one run (its id is derived from the
 *   run). With runs every 15 minutes, investments of one user in one plan whose days fall due at
 *   different times of the day get one record per run that credits them: a later run cannot add
 *   to a record already written, since a completed transaction's amount never changes (the
 *   ledger's tamper guards);
 * - every database converges on this definition: CREATE OR REPLACE replaces the body and the SET
 *   clauses, so databases migrated before AccrualProfitPerPlanDay was changed to set_config (their
 *   accrue() carried a SET clause of accrual.running) get the same function as all others.
 * - the usual day is cheap: an investment still short of its total after the run's update reached
 *   it on none of the days just earned, so each of them credits the daily amount; the capped
 *   formula is computed only for those that reach the total in this run (on a million
 *   investments the credits' arithmetic was about a second of the run);
 * - day d's time is `started_at + make_interval(hours => 24 × d)`: an interval of hours only adds
 *   microseconds, where one of days goes through the time zone for each row.
 * down() restores the function exactly as AccrualProfitPerPlanDay defines it.
 */
export class AccrualCreditsCapped1764053000000 implements MigrationInterface {
  name = 'AccrualCreditsCapped1764053000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "investments" ADD COLUMN "prior_accrued" numeric(20,2) NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "accrual_credits" ADD CONSTRAINT "accrual_credits_amount_not_negative" CHECK ("amount" >= 0) NOT VALID`);
    await q.query(ACCRUE);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(PREVIOUS_ACCRUE);
    await q.query(`ALTER TABLE "accrual_credits" DROP CONSTRAINT "accrual_credits_amount_not_negative"`);
    await q.query(`ALTER TABLE "investments" DROP COLUMN "prior_accrued"`);
  }
}

/** accrue() from this migration on. */
const ACCRUE = `
      CREATE OR REPLACE FUNCTION "accrue"(p_now timestamptz) RETURNS integer LANGUAGE plpgsql
      SET "ledger.posting" = 'on' SET "TimeZone" = 'UTC' AS $$
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

        -- Advance every due investment to the last whole day elapsed (at most its term); the days
        -- it just earned are prior_days_accrued + 1 .. days_accrued, on top of prior_accrued. Day d
        -- is earned d × 24 h after the start. After day d the investment has accrued
        -- LEAST(total, prior_accrued + daily × (d − prior_days_accrued)), and after its last day
        -- exactly its total: so each day credits LEAST(daily, what is left of the total), never a
        -- negative amount, the last day the rest, and accrued never exceeds the total.
        WITH advanced AS (
          UPDATE investments i
             SET prior_days_accrued = i.days_accrued,
                 prior_accrued = i.accrued,
                 days_accrued = LEAST(i.term_days, floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int),
                 accrued = CASE WHEN floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int >= i.term_days THEN i.total_profit
                                ELSE LEAST(i.total_profit, i.accrued + i.daily_profit * (floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int - i.days_accrued)) END
           WHERE i.status = 'active' AND i.started_at <= p_now - interval '24 hours'
             AND LEAST(i.term_days, floor(extract(epoch FROM (p_now - i.started_at)) / 86400)::int) > i.days_accrued
          RETURNING i.id, i.user_id, i.title, i.started_at, i.prior_days_accrued, i.days_accrued, i.prior_accrued, i.accrued,
                    i.term_days, i.daily_profit, i.total_profit
        )
        -- A credit belongs to the profit record of its user, plan and UTC day within this run (an
        -- id derived from those and the run, so no join is needed to find it); a zero credit (the
        -- total already reached) is kept as the day's key but names no record.
        INSERT INTO new_credits
        SELECT c.*, md5(v_run || c.user_id::text || c.title || to_char((c.started_at + make_interval(hours => 24 * c.day)) AT TIME ZONE 'UTC', 'YYYY-MM-DD'))::uuid
          FROM (SELECT a.id, a.user_id, a.title, g.day, a.started_at,
                       -- Still short of the total after the run (the usual case): no day reached it, each credits the daily amount.
                       CASE WHEN a.accrued < a.total_profit THEN a.daily_profit
                            ELSE CASE WHEN g.day >= a.term_days THEN a.total_profit
                                      ELSE LEAST(a.total_profit, a.prior_accrued + a.daily_profit * (g.day - a.prior_days_accrued)) END
                                 - LEAST(a.total_profit, a.prior_accrued + a.daily_profit * (g.day - 1 - a.prior_days_accrued)) END AS amount
                  FROM advanced a
                  CROSS JOIN LATERAL generate_series(a.prior_days_accrued + 1, a.days_accrued) AS g(day)
                 ORDER BY a.id, g.day) c;
        GET DIAGNOSTICS v_credits = ROW_COUNT;

        IF v_credits > 0 THEN
          ANALYZE new_credits;
          -- The (investment, day) key refuses a second credit even if days_accrued were ever wrong;
          -- its CHECK refuses a negative one.
          INSERT INTO accrual_credits (investment_id, day, amount, transaction_id)
          SELECT investment_id, day, amount, CASE WHEN amount > 0 THEN transaction_id END FROM new_credits;
          -- Every credit counts toward its user's posting; records are written for the non-zero sums.
          CREATE TEMP TABLE profit_records ON COMMIT DROP AS
            SELECT transaction_id AS id, user_id, title, sum(amount) AS amount, max(started_at + make_interval(hours => 24 * day)) AS earned_at
              FROM new_credits
             GROUP BY transaction_id, user_id, title;
          INSERT INTO transactions (id, user_id, kind, title, amount, status, created_at, updated_at)
          SELECT id, user_id, 'profit', 'Profit - ' || title, amount, 'completed', earned_at, p_now
            FROM profit_records WHERE amount > 0 ORDER BY id;

          SELECT id INTO v_expense FROM ledger_accounts WHERE user_id IS NULL AND kind = 'profit_expense';
          CREATE TEMP TABLE credit_postings ON COMMIT DROP AS
            SELECT a.id AS account_id, s.amount
              FROM (SELECT user_id, sum(amount) AS amount FROM profit_records GROUP BY user_id) s
              JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = 'profit'
             WHERE s.amount <> 0;
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
      END $$`;

/** accrue() exactly as AccrualProfitPerPlanDay1764042000000 defines it (down() restores it). */
const PREVIOUS_ACCRUE = `
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
      END $$`;
