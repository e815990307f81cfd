import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Decimal, toMoney } from '../../common/money';
import { AccrualService } from '../accrual/accrual.service';
import { KycService } from '../kyc/kyc.service';
import { balancesByKind } from '../ledger/ledger-accounts';
import { adminMoneyFigures } from '../transactions/transaction-totals';
import { AdminOverview } from './admin-overview.model';

/** Assembles the overview from each owner's typed reads (admin owns no tables). */
@Injectable()
export class AdminOverviewService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly kyc: KycService,
    private readonly accrual: AccrualService,
  ) {}

  async overview(): Promise<AdminOverview> {
    const [money, kinds, pendingKyc, run] = await Promise.all([
      adminMoneyFigures(this.db),
      balancesByKind(this.db),
      this.kyc.pendingCount(),
      this.accrual.lastRun(),
    ]);
    const users = kinds.filter((k) => k.owner === 'user');
    const platform = kinds.filter((k) => k.owner === 'platform');
    const sum = (rows: typeof kinds) => rows.reduce((total, k) => total.plus(k.balance), new Decimal(0));
    const view = ({ kind, balance, accounts }: (typeof kinds)[number]) => ({ kind, balance: toMoney(balance), accounts });
    return {
      pendingDeposits: money.pending_deposits,
      pendingWithdrawals: money.pending_withdrawals,
      pendingKyc,
      heldForUsers: toMoney(sum(users)),
      userAccounts: users.map(view),
      platformAccounts: platform.map(view),
      depositsToday: { amount: toMoney(money.deposits_today), count: money.deposits_today_count },
      depositsMonth: { amount: toMoney(money.deposits_month), count: money.deposits_month_count },
      payoutsToday: { amount: toMoney(money.payouts_today), count: money.payouts_today_count },
      payoutsMonth: { amount: toMoney(money.payouts_month), count: money.payouts_month_count },
      lastAccrualRun: run && {
        ranAt: run.ran_at,
        throughDay: run.through_day,
        investments: run.investments,
        credits: run.credits,
        total: toMoney(run.total),
      },
      ledgerBalanced: sum(kinds).isZero(),
    };
  }
}
