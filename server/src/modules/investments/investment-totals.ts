import { Db, sqlOne } from '../../database/sql';

/** What a user has in active investments: the capital, and the promised profit not yet credited (decimal text). */
export interface ActiveInvestmentTotals {
  invested: string;
  to_come: string;
}

/** The one reader of active-investment totals for other modules (the dashboard). */
export async function activeInvestmentTotals(db: Db, userId: string): Promise<ActiveInvestmentTotals> {
  const row = await sqlOne<ActiveInvestmentTotals>(
    db,
    `SELECT COALESCE(sum(amount), 0)::text AS invested, COALESCE(sum(total_profit - accrued), 0)::text AS to_come
       FROM investments WHERE user_id = $1 AND status = 'active'`,
    [userId],
  );
  return row!;
}
