import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { READ_DB } from '../../database/read-replica';
import { Clock } from '../../common/clock';
import { Decimal, toMoney } from '../../common/money';
import { activeInvestmentTotals } from '../investments/investment-totals';
import { monthlyMovements, movementTotals } from '../transactions/transaction-totals';
import { UsersService } from '../users/users.service';
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
    // Figures over history: the read replica when there is one (docs/operations.md).
    @Inject(READ_DB) private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  async forUser(userId: string): Promise<Dashboard> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 1));
    const totals = await movementTotals(this.db, userId, monthStart, new Date(now.getTime() - 7 * DAY_MS), now);
    const monthly = await monthlyMovements(this.db, userId, firstMonth, monthStart, now);
    const invested = await activeInvestmentTotals(this.db, userId);
    const joined = await this.users.joinedAt(userId, this.db);
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
      monthly: monthly.map((m) => ({
        month: m.month,
        balance: toMoney(m.balance),
        deposits: toMoney(m.deposits),
        withdrawals: toMoney(m.withdrawals),
        profits: toMoney(m.profits),
      })),
      netGrowth: percentOf(totals.profits, totals.deposits),
      roi: percentOf(totals.profits, new Decimal(totals.deposits).minus(totals.withdrawals)),
      activeSince: joined?.getUTCFullYear() ?? null,
    };
  }
}
