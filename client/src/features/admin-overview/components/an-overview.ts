import type { AdminOverviewQuery } from '../../../gql/generated';

/** A period's total as the server answers it (for tests). */
export const aPeriodTotal = (amount: string, count: number) => ({ __typename: 'PeriodTotal' as const, amount, count });

type Overview = AdminOverviewQuery['adminOverview'];

/** An overview as the server answers it, for tests (amounts as the server's Money strings). */
export function anOverview(overrides: Partial<Overview> = {}): Overview & { __typename: 'AdminOverview' } {
  const period = aPeriodTotal;
  const lastRun = {
    __typename: 'AccrualRunSummary' as const,
    ranAt: '2026-11-24T00:15:00.000Z',
    throughDay: '2026-11-24',
    investments: 1,
    credits: 2,
    total: '80.00',
  };
  const kind = (name: string, balance: string, accounts: number) => ({ __typename: 'AccountKindBalance' as const, kind: name, balance, accounts });
  return {
    __typename: 'AdminOverview',
    pendingDeposits: 2,
    pendingWithdrawals: 1,
    pendingKyc: 3,
    heldForUsers: '2280.25',
    ledgerBalanced: true,
    userAccounts: [kind('invested', '1000.00', 2), kind('main', '1100.25', 2), kind('profit', '80.00', 2), kind('withdrawal_hold', '100.00', 2)],
    platformAccounts: [
      kind('deposits_received', '-2500.50', 1),
      kind('payouts', '300.25', 1),
      kind('profit_expense', '-80.00', 1),
      kind('referral_expense', '0.00', 1),
    ],
    depositsToday: period('2500.50', 2),
    depositsMonth: period('12500.00', 9),
    payoutsToday: period('300.25', 1),
    payoutsMonth: period('1300.25', 4),
    lastAccrualRun: lastRun,
    ...overrides,
  };
}
