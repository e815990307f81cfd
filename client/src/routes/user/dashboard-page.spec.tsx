import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { DashboardDocument, TransactionsDocument, type DashboardQuery } from '../../gql/generated';
import { aUser, renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';

function aDashboard(overrides: Partial<DashboardQuery['dashboard']> = {}) {
  const month = (m: string, balance: string) => ({
    __typename: 'MonthFigures' as const,
    month: m,
    balance,
    deposits: '0.00',
    withdrawals: '0.00',
    profits: '0.00',
  });
  return {
    __typename: 'Dashboard' as const,
    totalDeposit: '5000.00',
    totalDepositThisMonth: '1500.00',
    totalWithdrawal: '750.25',
    totalWithdrawalThisMonth: '250.00',
    totalProfit: '321.75',
    totalProfitThisMonth: '45.50',
    profit7d: '42.10',
    currentlyInvested: '2000.00',
    approxProfit: '120.00',
    netGrowth: '6.4',
    roi: '7.6',
    activeSince: 2024,
    monthly: [month('2025-01', '0.00'), month('2025-02', '1000.00'), month('2025-03', '4571.50')],
    ...overrides,
  };
}

const dashboardMock = (dashboard: ReturnType<typeof aDashboard>): MockedResponse => ({
  request: { query: DashboardDocument },
  result: { data: { dashboard } },
});

const transactionsMock = (nodes: object[]): MockedResponse => ({
  request: { query: TransactionsDocument, variables: { filter: 'ALL', first: 4 } },
  result: {
    data: {
      transactions: {
        __typename: 'TransactionConnection',
        edges: nodes.map((node, i) => ({ __typename: 'TransactionEdge', cursor: `c-${i}`, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: nodes.length,
      },
    },
  },
});

const aDeposit = {
  __typename: 'Transaction',
  id: 'tx-1',
  kind: 'DEPOSIT',
  title: 'Deposit',
  amount: '1500.00',
  status: 'COMPLETED',
  date: '2025-03-05T14:30:00.000Z',
  walletName: 'USDT (TRC20)',
  walletAddress: 'TXYZ123',
  network: 'TRC20',
  txnId: '0xabc',
  referenceId: 'DEP-1',
  reason: null,
  payoutTxHash: null,
  payment: null,
};

function renderDashboard(mocks: MockedResponse[], user = aUser({ balance: '12500.5', username: 'janeinvestor' })) {
  return renderWithProviders(
    <CurrentUserContext.Provider value={user}>
      <DashboardPage />
    </CurrentUserContext.Provider>,
    { route: '/user/dashboard', mocks },
  );
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', { timeout: 20_000 }, () => {
  it('shows the figures from the dashboard query and the recent transactions', async () => {
    renderDashboard([dashboardMock(aDashboard()), transactionsMock([aDeposit])]);

    expect(screen.getByText("Welcome, janeinvestor! We're glad to see you again.")).toBeInTheDocument();
    await waitFor(() => expect(within(card('Total Deposit')).getByText('5,000.00 USD')).toBeInTheDocument());
    expect(document.title).toMatch(/^Dashboard/);
    // What the investor owns (the server's owned), the breakdown one tap away, and what can be withdrawn.
    const total = card('Total balance');
    expect(within(total).getByTestId('owned-total')).toHaveTextContent('17,800.50 USD');
    expect(within(total).getByText('Available to withdraw')).toBeInTheDocument();
    expect(within(total).getByText('12,800.50 USD')).toBeInTheDocument();
    fireEvent.click(within(total).getByTestId('owned-total'));
    const breakdown = await screen.findByRole('dialog', { name: 'What you own' });
    expect(within(breakdown).getByTestId('owned-line-main')).toHaveTextContent('Main balance12,500.50 USD');
    expect(within(breakdown).getByTestId('owned-line-profit')).toHaveTextContent('Profit300.00 USD');
    expect(within(breakdown).getByTestId('owned-line-invested')).toHaveTextContent('Invested in plans5,000.00 USD');
    expect(within(breakdown).getByTestId('owned-line-onHold')).toHaveTextContent('Withdrawals on hold0.00 USD');
    expect(within(breakdown).getByTestId('owned-line-total')).toHaveTextContent('Total balance17,800.50 USD');
    fireEvent.keyDown(breakdown, { key: 'Escape' });
    expect(within(card('Total Deposit')).getByText('1,500.00 USD')).toBeInTheDocument();
    expect(within(card('Total Withdrawal')).getByText('750.25 USD')).toBeInTheDocument();
    expect(within(card('Total Withdrawal')).getByText('250.00 USD')).toBeInTheDocument();
    expect(within(card('Total Profit Earned')).getByText('321.75 USD')).toBeInTheDocument();
    expect(within(card('Total Profit Earned')).getByText('45.50 USD')).toBeInTheDocument();

    expect(screen.getByLabelText('Net Growth')).toHaveTextContent('6.4%');
    expect(screen.getByLabelText('ROI')).toHaveTextContent('7.6%');
    expect(screen.getByLabelText('Active Since')).toHaveTextContent('2024');

    const recent = await screen.findByRole('list', { name: 'Recent transactions' });
    expect(within(recent).getByText('Deposit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See History' })).toHaveAttribute('href', '/user/transaction');
    // The promotional banner is gone (it only repeated the deposit button).
    expect(screen.queryByRole('link', { name: 'Learn more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open NASDAQ:AAPL chart/ })).toHaveAttribute('href', expect.stringContaining('tradingview.com'));
  });

  it('shows a zero state without NaN', async () => {
    const zero = '0.00';
    renderDashboard(
      [
        dashboardMock(
          aDashboard({
            totalDeposit: zero,
            totalDepositThisMonth: zero,
            totalWithdrawal: zero,
            totalWithdrawalThisMonth: zero,
            totalProfit: zero,
            totalProfitThisMonth: zero,
            profit7d: zero,
            currentlyInvested: zero,
            approxProfit: zero,
            netGrowth: '0.0',
            roi: '0.0',
            activeSince: null,
            monthly: ['2025-01', '2025-02'].map((month) => ({
              __typename: 'MonthFigures' as const,
              month,
              balance: zero,
              deposits: zero,
              withdrawals: zero,
              profits: zero,
            })),
          }),
        ),
        transactionsMock([]),
      ],
      aUser({ balance: '0.00' }),
    );
    expect(await screen.findByText('No recent transaction found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Active Since')).toHaveTextContent('N/A'));
    expect(within(card('Total Profit Earned')).getAllByText('0.00 USD')).toHaveLength(2);
    expect(screen.getByLabelText('ROI')).toHaveTextContent('0.0%');
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('copies the referral link, and reports a clipboard failure', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDashboard([dashboardMock(aDashboard()), transactionsMock([])], aUser({ referralId: 'REF123' }));

    const link = `${window.location.origin}/account/register?referralid=REF123`;
    expect(screen.getByLabelText('Your referral link')).toHaveValue(link);
    fireEvent.click(screen.getByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByText('Your referral link has been copied successfully')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('warns on an empty invite and opens the mail app for an address', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: window.location.origin, assign });
    renderDashboard([dashboardMock(aDashboard()), transactionsMock([])]);

    const field = screen.getByLabelText("Friend's email");
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite Friends' }));
    expect(await screen.findByText('An email address is required to proceed')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'friend@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite Friends' }));
    expect(await screen.findByText(/invitation to friend@example.com/)).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^mailto:friend%40example.com\?subject=.*referralid%3DREF123/));
    expect(screen.getByText(/confirm the email address you enter belongs to someone you know/)).toBeInTheDocument();
  });
});
