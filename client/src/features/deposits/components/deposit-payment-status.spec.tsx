import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DepositPaymentStatus, type PaymentStatusView } from './deposit-payment-status';

const base: PaymentStatusView = {
  state: 'AWAITING_PAYMENT',
  payAsset: 'USDT',
  confirmations: 0,
  requiredConfirmations: 12,
  receivedAmount: '0',
  missingAmount: null,
  creditedAmount: null,
};

describe('DepositPaymentStatus', () => {
  it.each<[Partial<PaymentStatusView>, string]>([
    [{}, 'Waiting for your payment. This page updates by itself.'],
    [{ state: 'CONFIRMING', confirmations: 3, receivedAmount: '600.000000' }, 'Your payment is on the blockchain: 3 of 12 confirmations.'],
    [
      { state: 'UNDERPAID', receivedAmount: '500.000000', missingAmount: '100.000000' },
      '500.00 USDT arrived; 100.00 USDT is still missing. Send the rest to the same address before the quote expires.',
    ],
    [
      { state: 'COMPLETED', confirmations: 12, receivedAmount: '600.000000', creditedAmount: '600.00' },
      'Payment received: 600.00 USD has been credited to your balance.',
    ],
    [{ state: 'EXPIRED' }, 'No payment arrived before the quote expired.'],
    [{ state: 'PAID_LATE', receivedAmount: '600.000000' }, 'Your payment of 600.00 USDT arrived after the quote expired.'],
    [{ state: 'REFUNDED' }, 'This payment was refunded.'],
  ])('says %j in words', (payment, words) => {
    renderWithProviders(<DepositPaymentStatus payment={{ ...base, ...payment }} />);
    expect(screen.getByTestId('payment-status')).toHaveTextContent(words);
  });

  it('shows the confirmations as a chip and a progress bar', () => {
    renderWithProviders(<DepositPaymentStatus payment={{ ...base, state: 'CONFIRMING', confirmations: 3 }} />);
    expect(screen.getByText('Confirming 3 of 12')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your payment is on the blockchain: 3 of 12 confirmations.' })).toHaveAttribute('aria-valuenow', '25');
  });
});
