import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionStatusChip } from './transaction-status-chip';

afterEach(() => i18next.changeLanguage('en'));

describe('TransactionStatusChip', () => {
  it('shows the status as a lower-case word in English, a status it does not know as that word too', () => {
    render(<TransactionStatusChip status="PENDING" />);
    render(<TransactionStatusChip status="ON_HOLD" />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.getByText('on_hold')).toBeInTheDocument();
  });

  it('translates a known status by its value', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('history');
    render(<TransactionStatusChip status="REJECTED" />);
    expect(screen.getByText('abgelehnt')).toBeInTheDocument();
  });
});
