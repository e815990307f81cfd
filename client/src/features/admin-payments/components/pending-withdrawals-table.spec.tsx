import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AdminPendingWithdrawalsDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { PendingWithdrawalsTable } from './pending-withdrawals-table';

const user = { __typename: 'AdminUserSummary', id: 'u-1', email: 'jane@example.com', username: 'jane', fullname: 'Jane Investor', regId: '4820193746' };
const request = (id: string, amount: string) => ({
  __typename: 'AdminTransaction',
  id,
  kind: 'WITHDRAWAL',
  title: 'Withdrawal',
  amount,
  status: 'PENDING',
  date: '2025-03-05T14:30:00.000Z',
  walletName: 'USDT',
  walletAddress: 'TQ5gS1vYQ7uJ8jZqQy6o3s4X2kE9rN1cHd',
  network: 'TRC20',
  txnId: null,
  referenceId: null,
  reason: null,
  payoutTxHash: null,
  screenshotUrl: null,
  approvals: 0,
  approvalsRequired: 1,
  firstApproverId: null,
  payment: null,
  user,
});
const page = (nodes: unknown[], endCursor: string | null) => ({
  adminWithdrawals: {
    __typename: 'AdminTransactionConnection',
    nodes,
    totalCount: 2,
    pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
  },
});

describe('PendingWithdrawalsTable', () => {
  it('loads the next page under the first one', async () => {
    const mocks = [
      { request: { query: AdminPendingWithdrawalsDocument, variables: { first: 20 } }, result: { data: page([request('w-1', '120.55')], 'c-1') } },
      { request: { query: AdminPendingWithdrawalsDocument, variables: { first: 20, after: 'c-1' } }, result: { data: page([request('w-2', '80.00')], null) } },
    ];
    renderWithProviders(<PendingWithdrawalsTable />, { mocks });
    const table = await screen.findByRole('table', { name: 'Pending withdrawals' });
    expect(screen.getByRole('heading', { name: 'Pending withdrawals (2)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('80.00 USD')).toBeInTheDocument();
    expect(within(table).getByText('120.55 USD')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    const mocks = [
      { request: { query: AdminPendingWithdrawalsDocument, variables: { first: 20 } }, error: new Error('offline') },
      { request: { query: AdminPendingWithdrawalsDocument, variables: { first: 20 } }, result: { data: page([], null) } },
    ];
    renderWithProviders(<PendingWithdrawalsTable />, { mocks });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No pending withdrawals')).toBeInTheDocument();
  });

  it('keeps emails, usernames, ids and addresses left to right on an Arabic page', async () => {
    await i18next.changeLanguage('ar');
    try {
      const mocks = [
        { request: { query: AdminPendingWithdrawalsDocument, variables: { first: 20 } }, result: { data: page([request('w-1', '120.55')], null) } },
      ];
      renderWithProviders(<PendingWithdrawalsTable />, { mocks });
      const table = await screen.findByRole('table', { name: i18next.t('payments.pendingWithdrawals', { ns: 'admin' }) });
      const isolated = (text: string) => within(table).getByText(text).closest('bdi[dir="ltr"]');
      expect(isolated('jane@example.com')).not.toBeNull();
      expect(isolated('@jane')).not.toBeNull();
      expect(isolated('4820193746')).not.toBeNull();
      expect(
        within(table)
          .getByText(/^TQ5gS1vYQ7uJ8jZqQy6o3/)
          .closest('bdi[dir="ltr"]'),
      ).not.toBeNull();

      // The payout instruction names the address inside a left-to-right isolate (LRI ... PDI).
      fireEvent.click(within(table).getByRole('button', { name: i18next.t('queue.approve', { ns: 'admin' }) }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('\u2066TQ5gS1vYQ7uJ8jZqQy6o3s4X2kE9rN1cHd\u2069');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
