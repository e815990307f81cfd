import { Db, sqlOne, sqlRows } from '../../database/sql';

/**
 * Sums over a user's completed transactions, for the dashboard and the account figures (read
 * here, by the table's owner). Amounts are decimal text; a movement counts when it was decided
 * (deposits, withdrawals) or credited (profits, bonuses): COALESCE(decided_at, created_at).
 */

/** All-time, this month's and the last 7 days' sums of completed movements up to `now`. */
export interface MovementTotals {
  deposits: string;
  deposits_month: string;
  withdrawals: string;
  withdrawals_month: string;
  /** Profits and referral bonuses. */
  profits: string;
  profits_month: string;
  profits_7d: string;
}

/** One calendar month (UTC) of completed movements, and the running deposits − withdrawals + profits at its end. */
export interface MonthlyMovementRow {
  /** YYYY-MM */
  month: string;
  balance: string;
  deposits: string;
  withdrawals: string;
  profits: string;
}

/** Completed sums that the user's account figures show. */
export interface CompletedTotals {
  total_deposit: string;
  total_withdrawal: string;
  /** Profits and referral bonuses created since the given time. */
  profits_since: string;
}

const moved = `COALESCE(decided_at, created_at)`;

export async function movementTotals(db: Db, userId: string, monthStart: Date, weekAgo: Date, now: Date): Promise<MovementTotals> {
  const row = await sqlOne<MovementTotals>(
    db,
    `SELECT
         COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::text AS deposits,
         COALESCE(sum(amount) FILTER (WHERE kind = 'deposit' AND ${moved} >= $2), 0)::text AS deposits_month,
         COALESCE(sum(amount) FILTER (WHERE kind = 'withdrawal'), 0)::text AS withdrawals,
         COALESCE(sum(amount) FILTER (WHERE kind = 'withdrawal' AND ${moved} >= $2), 0)::text AS withdrawals_month,
         COALESCE(sum(amount) FILTER (WHERE kind IN ('profit', 'referral_bonus')), 0)::text AS profits,
         COALESCE(sum(amount) FILTER (WHERE kind IN ('profit', 'referral_bonus') AND ${moved} >= $2), 0)::text AS profits_month,
         COALESCE(sum(amount) FILTER (WHERE kind IN ('profit', 'referral_bonus') AND ${moved} >= $3), 0)::text AS profits_7d
       FROM transactions
       WHERE user_id = $1 AND status = 'completed' AND ${moved} <= $4`,
    [userId, monthStart, weekAgo, now],
  );
  return row!;
}

/** Each month from `firstMonth` to `lastMonth` (their first days, UTC), oldest first. */
export function monthlyMovements(db: Db, userId: string, firstMonth: Date, lastMonth: Date, now: Date): Promise<MonthlyMovementRow[]> {
  return sqlRows<MonthlyMovementRow>(
    db,
    `WITH months AS (
         SELECT generate_series($2::timestamptz, $3::timestamptz, interval '1 month') AS start
       ), moves AS (
         SELECT kind, amount, ${moved} AS at FROM transactions
          WHERE user_id = $1 AND status = 'completed' AND kind IN ('deposit', 'withdrawal', 'profit', 'referral_bonus') AND ${moved} <= $4
       )
       SELECT to_char(m.start AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
              COALESCE(sum(CASE WHEN kind = 'withdrawal' THEN -amount ELSE amount END) FILTER (WHERE at < m.start + interval '1 month'), 0)::text AS balance,
              COALESCE(sum(amount) FILTER (WHERE kind = 'deposit' AND at >= m.start AND at < m.start + interval '1 month'), 0)::text AS deposits,
              COALESCE(sum(amount) FILTER (WHERE kind = 'withdrawal' AND at >= m.start AND at < m.start + interval '1 month'), 0)::text AS withdrawals,
              COALESCE(sum(amount) FILTER (WHERE kind IN ('profit', 'referral_bonus') AND at >= m.start AND at < m.start + interval '1 month'), 0)::text AS profits
         FROM months m LEFT JOIN moves ON true
        GROUP BY m.start ORDER BY m.start`,
    [userId, firstMonth, lastMonth, now],
  );
}

/**
 * completedTotals' figures as select-list columns (total_deposit, total_withdrawal,
 * profits_since) for a statement that reads more beside them; `user` and `since` are the
 * placeholders of the user id and the time.
 */
export function completedTotalsColumns(user: string, since: string): string {
  return `(SELECT COALESCE(sum(amount), 0) FROM transactions WHERE user_id = ${user} AND kind = 'deposit' AND status = 'completed')::text AS total_deposit,
       (SELECT COALESCE(sum(amount), 0) FROM transactions WHERE user_id = ${user} AND kind = 'withdrawal' AND status = 'completed')::text AS total_withdrawal,
       (SELECT COALESCE(sum(amount), 0) FROM transactions
         WHERE user_id = ${user} AND kind IN ('profit', 'referral_bonus') AND status = 'completed' AND created_at >= ${since})::text AS profits_since`;
}

/** All-time completed deposits and withdrawals, and profits and bonuses created since `since`. */
export async function completedTotals(db: Db, userId: string, since: Date): Promise<CompletedTotals> {
  const row = await sqlOne<CompletedTotals>(db, `SELECT ${completedTotalsColumns('$1', '$2')}`, [userId, since]);
  return row!;
}

/** What the platform took in and paid out: all completed deposits and withdrawals (the public site's figures). */
export interface PlatformTotals {
  deposited: string;
  paid_out: string;
}

export async function platformTotals(db: Db): Promise<PlatformTotals> {
  const row = await sqlOne<PlatformTotals>(
    db,
    `SELECT (SELECT COALESCE(sum(amount), 0) FROM transactions WHERE kind = 'deposit' AND status = 'completed')::text AS deposited,
            (SELECT COALESCE(sum(amount), 0) FROM transactions WHERE kind = 'withdrawal' AND status = 'completed')::text AS paid_out`,
  );
  return row!;
}

/** The console's money figures: the pending queues, and completed deposits and payouts of today and this month (UTC, by decision time). */
export interface AdminMoneyFigures {
  pending_deposits: number;
  pending_withdrawals: number;
  deposits_today: string;
  deposits_today_count: number;
  deposits_month: string;
  deposits_month_count: number;
  payouts_today: string;
  payouts_today_count: number;
  payouts_month: string;
  payouts_month_count: number;
}

/** Read at the database's own time (decisions are stamped with it); `transactions_completed_decided_idx` serves the month. */
export async function adminMoneyFigures(db: Db): Promise<AdminMoneyFigures> {
  const row = await sqlOne<AdminMoneyFigures>(
    db,
    `WITH bounds AS (
       SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day_start,
              date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month_start
     ), decided AS (
       SELECT t.kind, t.amount, t.decided_at >= b.day_start AS today
         FROM transactions t, bounds b
        WHERE t.status = 'completed' AND t.kind IN ('deposit', 'withdrawal') AND t.decided_at >= b.month_start
     )
     SELECT
       (SELECT count(*) FROM transactions WHERE kind = 'deposit' AND status = 'pending')::int AS pending_deposits,
       (SELECT count(*) FROM transactions WHERE kind = 'withdrawal' AND status = 'pending')::int AS pending_withdrawals,
       COALESCE(sum(amount) FILTER (WHERE kind = 'deposit' AND today), 0)::text AS deposits_today,
       (count(*) FILTER (WHERE kind = 'deposit' AND today))::int AS deposits_today_count,
       COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::text AS deposits_month,
       (count(*) FILTER (WHERE kind = 'deposit'))::int AS deposits_month_count,
       COALESCE(sum(amount) FILTER (WHERE kind = 'withdrawal' AND today), 0)::text AS payouts_today,
       (count(*) FILTER (WHERE kind = 'withdrawal' AND today))::int AS payouts_today_count,
       COALESCE(sum(amount) FILTER (WHERE kind = 'withdrawal'), 0)::text AS payouts_month,
       (count(*) FILTER (WHERE kind = 'withdrawal'))::int AS payouts_month_count
     FROM decided`,
  );
  return row!;
}
