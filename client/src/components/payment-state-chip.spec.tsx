import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStateChip, paymentStateColor } from './payment-state-chip';

describe('PaymentStateChip', () => {
  it.each([
    ['AWAITING_PAYMENT', 'Awaiting payment'],
    ['CONFIRMING', 'Confirming'],
    ['UNDERPAID', 'Underpaid'],
    ['EXPIRED', 'Expired'],
    ['PAID_LATE', 'Paid late'],
    ['COMPLETED', 'Completed'],
    ['REFUNDED', 'Refunded'],
    ['SOMETHING_NEW', 'something new'],
  ])('names %s in words: %j', (state, words) => {
    render(<PaymentStateChip state={state} />);
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  it('counts the confirmations while confirming', () => {
    render(<PaymentStateChip state="CONFIRMING" confirmations={3} requiredConfirmations={12} />);
    expect(screen.getByText('Confirming 3 of 12')).toBeInTheDocument();
  });

  it.each([
    ['COMPLETED', 'success'],
    ['UNDERPAID', 'warning'],
    ['PAID_LATE', 'warning'],
    ['AWAITING_PAYMENT', 'info'],
    ['EXPIRED', 'default'],
    [null, 'default'],
  ])('colours %s %s', (state, color) => {
    expect(paymentStateColor(state)).toBe(color);
  });
});
