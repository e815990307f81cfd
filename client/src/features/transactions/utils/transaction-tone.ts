import { isolateLtr } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

/**
 * How a transaction reads to the user, from its lower-cased title (spec section 4): deposits
 * and profits are credits (green plus), withdrawals and investments debits (red minus),
 * anything else has no sign. "Capital Return" and "Referral Bonus" titles (DESIGN: ledger
 * titles) also put money in the user's account, so they read as credits. A rejected or
 * cancelled movement moved no money (a rejected withdrawal's hold went back): it reads as
 * neither, grey and without a sign, whatever its title. A pending one (a deposit not yet
 * credited, a withdrawal not yet paid) has not happened yet: grey and without a sign too, its
 * state said in words beside it (issue 28).
 */
export type TransactionTone = 'credit' | 'debit' | 'neutral' | 'pending' | 'void';

/** Statuses whose movement never happened (or was undone): no credit, no debit. */
const VOID_STATUSES = ['rejected', 'cancelled'];

export function isVoidStatus(status: string | null | undefined): boolean {
  return VOID_STATUSES.includes((status ?? '').toLowerCase());
}

/**
 * A quoted deposit is a credit only once its payment is completed: before that it is a payment
 * awaited (no sign), and one that expired or went back never moved money.
 */
const VOID_PAYMENT_STATES = ['expired', 'refunded'];

function paymentTone(paymentState: string): TransactionTone | null {
  const state = paymentState.toLowerCase();
  if (state === 'completed') return null;
  return VOID_PAYMENT_STATES.includes(state) ? 'void' : 'pending';
}

const CREDIT_WORDS = ['deposit', 'profit', 'capital return', 'bonus'];
const DEBIT_WORDS = ['withdraw', 'investment'];

export function transactionTone(title: string | null | undefined, status?: string | null, paymentState?: string | null): TransactionTone {
  if (isVoidStatus(status)) return 'void';
  // Credited (by the chain or by an admin's approval) is a credit whatever the payment's own state says.
  const credited = (status ?? '').toUpperCase() === 'COMPLETED';
  const byPayment = paymentState && !credited ? paymentTone(paymentState) : null;
  if (byPayment) return byPayment;
  // Not credited, not paid out yet: it reads as awaited, not as money moved.
  if (!paymentState && (status ?? '').toUpperCase() === 'PENDING') return 'pending';
  const text = (title ?? '').toLowerCase();
  if (CREDIT_WORDS.some((word) => text.includes(word))) return 'credit';
  if (DEBIT_WORDS.some((word) => text.includes(word))) return 'debit';
  return 'neutral';
}

const DISPLAY: Record<TransactionTone, { sign: '+' | '-' | ''; color: 'success.main' | 'error.main' | 'text.primary' | 'text.secondary' }> = {
  credit: { sign: '+', color: 'success.main' },
  debit: { sign: '-', color: 'error.main' },
  neutral: { sign: '', color: 'text.primary' },
  pending: { sign: '', color: 'text.secondary' },
  // Grey that still meets 4.5:1 on the paper background (text.disabled would not).
  void: { sign: '', color: 'text.secondary' },
};

/**
 * The sign and theme colour of a transaction's amount, e.g. { text: '+1,000.00 USD', color: 'success.main' };
 * a rejected or cancelled one has no sign and is grey ({ text: '700.00 USD', color: 'text.secondary' }).
 */
export function transactionAmountDisplay(
  title: string | null | undefined,
  amount: string | null | undefined,
  status?: string | null,
  /** A quoted deposit's payment state (DepositPaymentState): no credit before COMPLETED. */
  paymentState?: string | null,
) {
  const { sign, color } = DISPLAY[transactionTone(title, status, paymentState)];
  const magnitude = formatMoney(amount?.trim().replace(/^[+-]/, ''));
  return { text: isolateLtr(`${sign}${magnitude} USD`), sign, color };
}
