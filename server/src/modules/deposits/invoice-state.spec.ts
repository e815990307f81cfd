import { evaluateInvoice, type InvoiceFacts, paidThreshold, unitsToAmount, usdValue } from './invoice-state';

const expiresAt = new Date('2026-01-01T12:00:00Z');
const before = new Date('2026-01-01T11:50:00Z');
const after = new Date('2026-01-01T12:10:00Z');
const invoice = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  state: 'awaiting_payment',
  payBaseUnits: 100_000_000n, // 100 USDT
  requiredConfirmations: 3,
  expiresAt,
  ...over,
});
const paid = (amount: bigint, confirmations: number, firstSeenAt = before) => ({ amountBaseUnits: amount, confirmations, firstSeenAt });

describe('evaluateInvoice', () => {
  it.each([
    ['nothing yet', invoice(), [], before, 'awaiting_payment', 0],
    ['nothing by the expiry', invoice(), [], expiresAt, 'expired', 0],
    ['exact, 1 of 3', invoice(), [paid(100_000_000n, 1)], before, 'confirming', 1],
    ['exact, 3 of 3', invoice(), [paid(100_000_000n, 3)], before, 'completed', 3],
    ['within the tolerance (0.5 %)', invoice(), [paid(99_500_000n, 3)], before, 'completed', 3],
    ['below the tolerance', invoice(), [paid(99_499_999n, 3)], before, 'underpaid', 3],
    ['short, still short after the expiry', invoice({ state: 'underpaid' }), [paid(50_000_000n, 9)], after, 'underpaid', 9],
    ['topped up: the least-confirmed payment counts', invoice({ state: 'underpaid' }), [paid(50_000_000n, 5), paid(50_000_000n, 1)], before, 'confirming', 1],
    ['first seen after the expiry', invoice({ state: 'expired' }), [paid(100_000_000n, 1, after)], after, 'paid_late', 1],
    ['short on time, topped up late', invoice({ state: 'underpaid' }), [paid(50_000_000n, 5), paid(50_000_000n, 1, after)], after, 'paid_late', 1],
    ['late, then a reorg takes it away', invoice({ state: 'paid_late' }), [], after, 'expired', 0],
    ['confirming, then a reorg takes it away', invoice({ state: 'confirming' }), [], before, 'awaiting_payment', 0],
    ['completed stays completed when its payment vanishes', invoice({ state: 'completed' }), [], after, 'completed', 0],
    ['refunded stays refunded', invoice({ state: 'refunded' }), [paid(100_000_000n, 9)], after, 'refunded', 9],
  ] as const)('%s', (_name, facts, payments, now, state, confirmations) => {
    const result = evaluateInvoice(facts, payments, now, '0.5');
    expect(result.state).toBe(state);
    expect(result.confirmations).toBe(confirmations);
    expect(result.receivedBaseUnits).toBe(payments.reduce((s, p) => s + p.amountBaseUnits, 0n));
  });

  it('rounds the threshold up, and values what arrived rounded down to cents', () => {
    expect(paidThreshold(1_000_001n, '0.5')).toBe(995_001n);
    expect(usdValue(1_500_000_000_000_000_000n, 18, '3012.4567').toFixed(2)).toBe('4518.68');
    expect(usdValue(123_456_789n, 6, '1.00').toFixed(2)).toBe('123.45');
    expect(unitsToAmount(1_500_000n, 6)).toBe('1.5');
    expect(unitsToAmount(1n, 18)).toBe('0.000000000000000001');
  });
});
