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
