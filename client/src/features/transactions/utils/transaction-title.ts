import i18next from 'i18next';

// The server's ledger titles (DESIGN: ledger titles): a kind alone ("Deposit") or a kind and the
// plan it concerns ("Investment - BASIC", "Profit - BASIC", "Capital Return - BASIC").
const KINDS: Record<string, string> = {
  Deposit: 'deposit',
  Withdrawal: 'withdrawal',
  'Referral Bonus': 'referralBonus',
  Investment: 'investment',
  Profit: 'profit',
  'Capital Return': 'capitalReturn',
};

const WITH_PLAN = /^(Investment|Profit|Capital Return) - (.+)$/;

/**
 * A transaction's title in the current language: the kind's word translated and the plan's name
 * kept ("Investment - BASIC" reads "Inversión - BASIC" in Spanish); a title the client does not
 * know is shown as the server sent it. Colours and signs still come from the English title.
 */
export function transactionTitle(title: string): string {
  const kind = KINDS[title];
  if (kind) return i18next.t(`titles.${kind}`, { ns: 'history' });
  const match = WITH_PLAN.exec(title);
  if (match) return i18next.t(`titles.${KINDS[match[1]]}Of`, { ns: 'history', plan: match[2] });
  return title;
}
