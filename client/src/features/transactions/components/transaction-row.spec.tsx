import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DepositPaymentState, TransactionFieldsFragment } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { TransactionRow } from './transaction-row';

// Typed as the fragment; the cache also wants each object's __typename.
const base = {
  __typename: 'Transaction',
  id: 'tx-1',
  kind: 'DEPOSIT',
  title: 'Deposit',
  amount: '600.00',
  status: 'PENDING',
  date: '2026-11-29T10:00:00.000Z',
  walletName: 'Tether USDT',
  walletAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  network: 'ERC20',
  txnId: null,
  referenceId: 'DEP0123456789ABCDEF01234567',
  reason: null,
  payoutTxHash: null,
  payment: null,
} as TransactionFieldsFragment;

const quoted = (state: string, extra: Partial<NonNullable<TransactionFieldsFragment['payment']>> = {}): TransactionFieldsFragment => ({
  ...base,
  payment: {
    __typename: 'DepositPayment',
    watched: true,
    state: state as DepositPaymentState,
    payAmount: '600.000000',
    payAsset: 'USDT',
    confirmations: 0,
    requiredConfirmations: 12,
    ...extra,
  } as TransactionFieldsFragment['payment'],
});

function renderRow(transaction: TransactionFieldsFragment) {
  return renderWithProviders(
    <ul>
      <TransactionRow transaction={transaction} onShowDetails={vi.fn()} />
    </ul>,
  );
}

describe('TransactionRow of a quoted deposit', { timeout: 20_000 }, () => {
  it('reads its state in words, not as a credit, and opens its address and quote again', () => {
    renderRow(quoted('AWAITING_PAYMENT'));
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent(/^600\.00 USD$/);
    expect(screen.getByRole('link', { name: 'Show address and quote' })).toHaveAttribute(
      'href',
      '/user/deposit/confirm?reference_id=DEP0123456789ABCDEF01234567',
    );
  });

  it('counts the confirmations while confirming', () => {
    renderRow(quoted('CONFIRMING', { confirmations: 4 }));
    expect(screen.getByText('Confirming 4 of 12')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-amount')).not.toHaveTextContent('+');
  });

  it('is a green credit once completed, with nothing left to open', () => {
    renderRow({ ...quoted('COMPLETED', { confirmations: 12 }), status: 'COMPLETED' });
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent('+600.00 USD');
    expect(screen.queryByRole('link', { name: 'Show address and quote' })).not.toBeInTheDocument();
  });

  it('reads an expired one as nothing moved', () => {
    renderRow(quoted('EXPIRED'));
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent(/^600\.00 USD$/);
    expect(screen.queryByRole('link', { name: 'Show address and quote' })).not.toBeInTheDocument();
  });

  it('shows a manual quoted deposit with its status, but as no credit before it is approved', () => {
    renderRow({ ...quoted('AWAITING_PAYMENT'), payment: { ...quoted('AWAITING_PAYMENT').payment!, watched: false } });
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent(/^600\.00 USD$/);
  });

  it('shows a manual deposit awaiting approval as pending in words, without a sign (not a credit yet)', () => {
    renderRow(base);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-amount')).toHaveTextContent(/^600\.00 USD$/);
  });

  it('shows the coin amount and the state in the details, with a way back to the quote', () => {
    renderWithProviders(<TransactionDetailsDialog open transaction={quoted('UNDERPAID')} onClose={vi.fn()} />);
    expect(screen.getByText('600.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('Underpaid')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-details-amount')).toHaveTextContent(/^600\.00 USD$/);
    fireEvent.click(screen.getByRole('link', { name: 'Show address and quote' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user/deposit/confirm?reference_id=DEP0123456789ABCDEF01234567');
  });
});
