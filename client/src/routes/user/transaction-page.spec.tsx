import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionsDocument, type TransactionFieldsFragment } from '../../gql/generated';
import { renderWithProviders } from '../../test/render';
import { TransactionPage } from './transaction-page';
import { TransactionWithdrawPage } from './transaction-withdraw-page';
import { theme } from '../../theme';

/** A theme colour as the browser reports it ("rgb(…)" / "rgba(…)"). */
function toRgb(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.appendChild(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

function aTransaction(overrides: Partial<TransactionFieldsFragment> = {}) {
  return {
    __typename: 'Transaction' as const,
    id: 'tx-1',
    kind: 'DEPOSIT' as const,
    title: 'Deposit',
    amount: '1500.00',
    status: 'COMPLETED' as const,
    date: '2025-03-05T14:30:00.000Z',
    walletName: 'USDT (TRC20)',
    walletAddress: 'TXYZ123',
    network: 'TRC20',
    txnId: '0xabc',
    referenceId: 'DEP-20250305-ABCDEFGHIJKLMNOP',
    reason: null,
    payoutTxHash: null,
    payment: null,
    ...overrides,
  };
}

function page(nodes: ReturnType<typeof aTransaction>[], { hasNextPage = false, endCursor = null as string | null } = {}) {
  return {
    data: {
      transactions: {
        __typename: 'TransactionConnection',
        edges: nodes.map((node) => ({ __typename: 'TransactionEdge', cursor: `c-${node.id}`, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
        totalCount: nodes.length,
      },
    },
  };
}

function transactionsMock(variables: Record<string, unknown>, result: MockedResponse['result'] | Error): MockedResponse {
  return result instanceof Error
    ? { request: { query: TransactionsDocument, variables }, error: result }
    : { request: { query: TransactionsDocument, variables }, result };
}

afterEach(() => vi.useRealTimers());

describe('TransactionPage', { timeout: 20_000 }, () => {
  it('lists signed amounts and opens the details of a row', async () => {
    const deposit = aTransaction();
    const investment = aTransaction({
      id: 'tx-2',
      kind: 'INVESTMENT',
      title: 'Investment - BASIC',
      amount: '1000',
      status: 'ACTIVE',
      walletName: null,
      referenceId: null,
    });
    const rejected = aTransaction({
      id: 'tx-3',
      kind: 'WITHDRAWAL',
      title: 'Withdrawal',
      amount: '20',
      status: 'REJECTED',
      reason: 'Address on a sanctions list',
    });
    renderWithProviders(<TransactionPage />, {
      route: '/user/transaction',
      mocks: [transactionsMock({ filter: 'ALL', first: 20 }, page([deposit, investment, rejected]))],
    });

    const list = await screen.findByRole('list', { name: 'Transactions' });
    const depositRow = within(list).getByRole('listitem', { name: 'Deposit' });
    expect(within(depositRow).getByText('+1,500.00 USD')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Investment - BASIC' })).toHaveTextContent('-1,000.00 USD');
    expect(within(list).getByRole('listitem', { name: 'Withdrawal' })).toHaveTextContent('rejected');

    Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => undefined) } });
    fireEvent.click(within(depositRow).getByRole('button', { name: 'Details of Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByText('tx-1')).toBeInTheDocument();
    expect(within(dialog).getByText('USDT (TRC20)')).toBeInTheDocument();
    // Reference IDs show their first 20 characters.
    expect(within(dialog).getByText('DEP-20250305-ABCDEFG...')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy reference ID' }));
    expect(await screen.findByText('Reference ID has been copied successfully')).toBeInTheDocument();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('DEP-20250305-ABCDEFGHIJKLMNOP');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Details of Withdrawal' }));
    expect(within(await screen.findByRole('dialog')).getByText('Address on a sanctions list')).toBeInTheDocument();
  });

  it('shows a rejected or cancelled movement as neither credit nor debit: grey, no sign, in the list and the details', async () => {
    const rejectedDeposit = aTransaction({ id: 'tx-7', title: 'Deposit', amount: '700.00', status: 'REJECTED', reason: 'Payment not found' });
    const cancelled = aTransaction({ id: 'tx-8', kind: 'INVESTMENT', title: 'Investment - GOLD', amount: '250.00', status: 'CANCELLED', referenceId: null });
    const approved = aTransaction({ id: 'tx-9', amount: '100.00' });
    renderWithProviders(<TransactionPage />, {
      route: '/user/transaction',
      mocks: [transactionsMock({ filter: 'ALL', first: 20 }, page([rejectedDeposit, cancelled, approved]))],
    });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const amounts = within(list).getAllByTestId('transaction-amount');
    expect(amounts.map((a) => a.textContent)).toEqual(['700.00 USD', '250.00 USD', '+100.00 USD']);
    const colour = (element: Element) => getComputedStyle(element).color;
    expect(colour(amounts[0])).toBe(toRgb(theme.palette.text.secondary));
    expect(colour(amounts[1])).toBe(toRgb(theme.palette.text.secondary));
    expect(colour(amounts[2])).toBe(toRgb(theme.palette.success.main));

    fireEvent.click(within(list).getAllByRole('button', { name: 'Details of Deposit' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    const detail = within(dialog).getByTestId('transaction-details-amount');
    expect(detail).toHaveTextContent(/^700\.00 USD$/);
    expect(colour(detail)).toBe(toRgb(theme.palette.text.secondary));
  });

  it('loads the next page by cursor', async () => {
    renderWithProviders(<TransactionPage />, {
      route: '/user/transaction',
      mocks: [
        transactionsMock({ filter: 'ALL', first: 20 }, page([aTransaction()], { hasNextPage: true, endCursor: 'c-tx-1' })),
        transactionsMock({ filter: 'ALL', first: 20, after: 'c-tx-1' }, page([aTransaction({ id: 'tx-9', title: 'Profit - GOLD', kind: 'PROFIT' })])),
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Profit - GOLD' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Deposit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('asks the server to search once typing pauses, and says when nothing matches', async () => {
    renderWithProviders(<TransactionPage />, {
      route: '/user/transaction',
      mocks: [transactionsMock({ filter: 'ALL', first: 20 }, page([aTransaction()])), transactionsMock({ filter: 'ALL', first: 20, search: 'zzz' }, page([]))],
    });
    await screen.findByRole('listitem', { name: 'Deposit' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search transactions' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    renderWithProviders(<TransactionPage />, {
      route: '/user/transaction',
      mocks: [transactionsMock({ filter: 'ALL', first: 20 }, { errors: [new GraphQLError('boom')] })],
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('asks for withdrawals only on the withdrawal tab', async () => {
    renderWithProviders(<TransactionWithdrawPage />, {
      route: '/user/transaction/withdraw',
      mocks: [transactionsMock({ filter: 'WITHDRAWAL', first: 20 }, page([aTransaction({ kind: 'WITHDRAWAL', title: 'Withdrawal', status: 'PENDING' })]))],
    });
    // Not paid yet: no minus, its state in words, and where it goes.
    const row = await screen.findByRole('listitem', { name: 'Withdrawal' });
    expect(within(row).getByTestId('transaction-amount')).toHaveTextContent(/^1,500\.00 USD$/);
    expect(row).toHaveTextContent('pending');
    expect(within(row).getByTestId('withdrawal-destination')).toHaveTextContent('TRC20');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  });
});
