import type { EntityManager } from 'typeorm';
import { sqlOne } from '../../database/sql';

/**
 * The ledger's set-based twin of LedgerService.post: the SQL function `accrue(now)` (see its
 * migration) credits every active investment's daily profit for each whole day elapsed and returns
 * the capital of those whose term ended, as ledger entries (profit_accrual, capital_return) with
 * their postings and the profit/capital_return transactions, in the caller's transaction and under
 * an advisory lock, idempotently. Answers how many daily credits it made.
 */
export async function accrue(manager: EntityManager, now: Date): Promise<number> {
  const row = await sqlOne<{ credits: number }>(manager, `SELECT accrue($1) AS credits`, [now]);
  return row?.credits ?? 0;
}

/** What the accrue() call of this transaction credited (the daily credits, their sum, the latest day). */
export interface AccruedSummary {
  investments: number;
  credits: number;
  /** Decimal text. */
  total: string;
  /** YYYY-MM-DD (UTC) of the latest day credited; null when nothing was. */
  through_day: string | null;
}

/**
 * Reads the credits of the accrue() call just made in the caller's transaction (the function's
 * `new_credits` table lives until the commit), without scanning accrual_credits. Day d of an
 * investment is earned d × 24 h after its start, whatever the session's time zone.
 */
export async function accruedInThisTransaction(manager: EntityManager): Promise<AccruedSummary> {
  const row = await sqlOne<AccruedSummary>(
    manager,
    `SELECT count(DISTINCT investment_id)::int AS investments, count(*)::int AS credits, COALESCE(sum(amount), 0)::text AS total,
            to_char(max(started_at + make_interval(hours => 24 * day)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS through_day
       FROM pg_temp.new_credits`,
  );
  return row!;
}
