import i18next from 'i18next';

/** The ledger account kinds the console has words for (`admin` namespace, `overview.kinds.<kind>`). */
const KNOWN_KINDS = new Set([
  'main',
  'profit',
  'invested',
  'withdrawal_hold',
  'deposits_received',
  'payouts',
  'profit_expense',
  'referral_expense',
  'corrections',
]);

/** What each ledger account kind holds, in the console's words and language; an unknown kind shows as it is named. */
export function accountKindLabel(kind: string): string {
  return KNOWN_KINDS.has(kind) ? i18next.t(`overview.kinds.${kind}`, { ns: 'admin' }) : kind.replace(/_/g, ' ');
}
