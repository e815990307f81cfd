import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionStatusChip } from './transaction-status-chip';

afterEach(() => i18next.changeLanguage('en'));

describe('TransactionStatusChip', () => {
  it('shows the status as the server spells it in English, a status it does not know as sent', () => {
    render(<TransactionStatusChip status="pending" />);
    render(<TransactionStatusChip status="on_hold" />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.getByText('on_hold')).toBeInTheDocument();
  });

  it('translates a known status by its value', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('history');
    render(<TransactionStatusChip status="rejected" />);
    expect(screen.getByText('abgelehnt')).toBeInTheDocument();
  });
});
