import { Decimal } from '../../common/money';

/** An invoice's state as the chain sees it (deposit_invoices.state), BTCPay's names. */
export type InvoiceState = 'awaiting_payment' | 'confirming' | 'underpaid' | 'expired' | 'paid_late' | 'completed' | 'refunded';

/** The states in which payments to the invoice's address still change it (the watcher keeps looking there). */
export const OPEN_INVOICE_STATES: readonly InvoiceState[] = ['awaiting_payment', 'confirming', 'underpaid', 'paid_late'];

/** What the evaluation needs of an invoice row. */
export interface InvoiceFacts {
  state: InvoiceState;
  payBaseUnits: bigint;
  requiredConfirmations: number;
  expiresAt: Date;
}

/** A payment to the invoice's address (not removed, of its asset and, for USDT, of the configured contract). */
export interface InvoicePayment {
  amountBaseUnits: bigint;
  confirmations: number;
  firstSeenAt: Date;
}

export interface InvoiceEvaluation {
  state: InvoiceState;
  receivedBaseUnits: bigint;
  /** Of the least-confirmed payment counted (0 with none). */
  confirmations: number;
}

/** The least an invoice must receive to count as paid: the quote less the tolerance (percent), in base units, rounded up. */
export function paidThreshold(payBaseUnits: bigint, tolerancePercent: string): bigint {
  const threshold = new Decimal(payBaseUnits.toString()).times(new Decimal(100).minus(tolerancePercent)).div(100).toDecimalPlaces(0, Decimal.ROUND_UP);
  return BigInt(threshold.toFixed(0));
}

/**
 * The state an invoice should be in, from the payments that reached its address (pure; the caller
 * locks and writes). `completed` and `refunded` are final: a payment that vanishes afterwards does
 * not move them (the caller flags it for an admin). Otherwise:
 * - nothing received: `awaiting_payment` until `expiresAt`, then `expired` (also when a reorg takes
 *   away what a `paid_late` or `confirming` invoice had received);
 * - something first seen after `expiresAt`, while what came before it is short of the threshold:
 *   `paid_late` (an admin credits it at the current rate or refunds it);
 * - less than the threshold: `underpaid` (after the expiry as well: an admin refunds it);
 * - enough: `confirming` until every counted payment has `requiredConfirmations`, then `completed`.
 */
export function evaluateInvoice(invoice: InvoiceFacts, payments: readonly InvoicePayment[], now: Date, tolerancePercent: string): InvoiceEvaluation {
  const received = payments.reduce((sum, p) => sum + p.amountBaseUnits, 0n);
  const confirmations = payments.length ? Math.min(...payments.map((p) => p.confirmations)) : 0;
  const result = (state: InvoiceState): InvoiceEvaluation => ({ state, receivedBaseUnits: received, confirmations });
  if (invoice.state === 'completed' || invoice.state === 'refunded') return result(invoice.state);
  const expired = now.getTime() >= invoice.expiresAt.getTime();
  if (received === 0n) return result(expired ? 'expired' : 'awaiting_payment');
  const threshold = paidThreshold(invoice.payBaseUnits, tolerancePercent);
  const onTime = payments.filter((p) => p.firstSeenAt.getTime() <= invoice.expiresAt.getTime()).reduce((sum, p) => sum + p.amountBaseUnits, 0n);
  // Once late, an invoice stays with the admin: the quote's rate no longer holds.
  if (invoice.state === 'paid_late' || (onTime < threshold && onTime < received)) return result('paid_late');
  if (received < threshold) return result('underpaid');
  return result(confirmations >= invoice.requiredConfirmations ? 'completed' : 'confirming');
}

/** The USD a payment is worth at `rate`, rounded down to cents (an overpayment credits what arrived). */
export function usdValue(receivedBaseUnits: bigint, decimals: number, rate: string): Decimal {
  return new Decimal(receivedBaseUnits.toString()).div(new Decimal(10).pow(decimals)).times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Base units as an exact decimal in the asset's units ("1.5" for 1500000 at 6 decimals). */
export function unitsToAmount(baseUnits: bigint, decimals: number): string {
  return new Decimal(baseUnits.toString()).div(new Decimal(10).pow(decimals)).toFixed();
}
