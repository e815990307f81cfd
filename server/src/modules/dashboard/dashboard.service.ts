import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { Decimal, toMoney } from '../../common/money';
import type { Dashboard } from './dashboard.model';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 9: a percentage with 1 decimal, and no NaN or Infinity when the base is zero. */
export function percentOf(part: Decimal.Value, whole: Decimal.Value): string {
  const base = new Decimal(whole);
  if (base.lte(0)) return '0.0';
  return new Decimal(part).div(base).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

/** Every dashboard figure from the user's transactions and investments (which the ledger backs). */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async forUser(userId: string): Promise<Dashboard> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 1));
    // When a movement counts: deposits and withdrawals when decided, profits when credited.
    const moved = `COALESCE(decided_at, created_at)`;
    const [totals] = await this.db.query(
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
      [userId, monthStart, new Date(now.getTime() - 7 * DAY_MS), now],
    );
    const monthly: Array<Record<string, string>> = await this.db.query(
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
      [userId, firstMonth, monthStart, now],
    );
    const [invested] = await this.db.query(
      `SELECT COALESCE(sum(amount), 0)::text AS invested, COALESCE(sum(total_profit - accrued), 0)::text AS to_come
         FROM investments WHERE user_id = $1 AND status = 'active'`,
      [userId],
    );
    const [user] = await this.db.query(`SELECT extract(year FROM created_at)::int AS year FROM users WHERE id = $1`, [userId]);
    return {
      totalDeposit: toMoney(totals.deposits),
      totalDepositThisMonth: toMoney(totals.deposits_month),
      totalWithdrawal: toMoney(totals.withdrawals),
      totalWithdrawalThisMonth: toMoney(totals.withdrawals_month),
      totalProfit: toMoney(totals.profits),
      totalProfitThisMonth: toMoney(totals.profits_month),
      profit7d: toMoney(totals.profits_7d),
      currentlyInvested: toMoney(invested.invested),
      approxProfit: toMoney(invested.to_come),
      monthly: monthly.map((m) => ({ month: m.month, balance: toMoney(m.balance), deposits: toMoney(m.deposits), withdrawals: toMoney(m.withdrawals), profits: toMoney(m.profits) })),
      netGrowth: percentOf(totals.profits, totals.deposits),
      roi: percentOf(totals.profits, new Decimal(totals.deposits).minus(totals.withdrawals)),
      activeSince: user?.year ?? null,
    };
  }
}
