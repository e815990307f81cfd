import { formatCount } from '../../../lib/locale';

/** What each ledger account kind holds, in the console's words; an unknown kind shows as it is named. */
const ACCOUNT_KIND_LABELS: Record<string, string> = {
  main: 'Main balances',
  profit: 'Profit balances',
  invested: 'Invested',
  withdrawal_hold: 'Held for pending withdrawals',
  deposits_received: 'Deposits received',
  payouts: 'Paid out',
  profit_expense: 'Profit paid',
  referral_expense: 'Referral bonuses paid',
  corrections: 'Balance corrections',
};

export function accountKindLabel(kind: string): string {
  return ACCOUNT_KIND_LABELS[kind] ?? kind.replace(/_/g, ' ');
}

/** "3 deposits", "1 payout". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
