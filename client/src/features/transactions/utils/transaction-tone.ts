import { formatMoney } from '../../../lib/money';

/**
 * How a transaction reads to the user, from its lower-cased title (spec section 4): deposits
 * and profits are credits (green plus), withdrawals and investments debits (red minus),
 * anything else has no sign. "Capital Return" and "Referral Bonus" titles (DESIGN: ledger
 * titles) also put money in the user's account, so they read as credits.
 */
export type TransactionTone = 'credit' | 'debit' | 'neutral';

const CREDIT_WORDS = ['deposit', 'profit', 'capital return', 'bonus'];
const DEBIT_WORDS = ['withdraw', 'investment'];

export function transactionTone(title: string | null | undefined): TransactionTone {
  const text = (title ?? '').toLowerCase();
  if (CREDIT_WORDS.some((word) => text.includes(word))) return 'credit';
  if (DEBIT_WORDS.some((word) => text.includes(word))) return 'debit';
  return 'neutral';
}

const DISPLAY: Record<TransactionTone, { sign: '+' | '-' | ''; color: 'success.main' | 'error.main' | 'text.primary' }> = {
  credit: { sign: '+', color: 'success.main' },
  debit: { sign: '-', color: 'error.main' },
  neutral: { sign: '', color: 'text.primary' },
};

/** The sign and theme colour of a transaction's amount, e.g. { text: '+1,000.00 USD', color: 'success.main' }. */
export function transactionAmountDisplay(title: string | null | undefined, amount: string | null | undefined) {
  const { sign, color } = DISPLAY[transactionTone(title)];
  const magnitude = formatMoney(amount).replace(/^-/, '');
  return { text: `${sign}${magnitude} USD`, sign, color };
}
