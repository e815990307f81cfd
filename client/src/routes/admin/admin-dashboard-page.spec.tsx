import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AdminOverviewDocument,
  AdminPendingDepositsDocument,
  AdminPendingWithdrawalsDocument,
  ApproveDepositDocument,
  ApproveWithdrawalDocument,
  RejectDepositDocument,
  VerifyLedgerDocument,
  type AdminTransactionFieldsFragment,
} from '../../gql/generated';
import { aUser, renderWithProviders } from '../../test/render';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { anOverview, aPeriodTotal } from '../../features/admin-overview/components/an-overview';
import { AdminDashboardPage } from './admin-dashboard-page';

function aRequest(overrides: Partial<AdminTransactionFieldsFragment> = {}) {
  return {
    __typename: 'AdminTransaction' as const,
    id: 'd-1',
    kind: 'DEPOSIT' as const,
    title: 'Deposit',
    amount: '750.00',
    status: 'PENDING' as const,
    date: '2025-03-05T14:30:00.000Z',
    walletName: 'USDT',
    walletAddress: 'TXYZtron',
    network: 'TRC20',
    txnId: '0x9f2c4e1b7a55',
    referenceId: 'DEP-1',
    reason: null,
    payoutTxHash: null,
    screenshotUrl: '/api/uploads/screenshots/abc.webp',
    approvals: 0,
    approvalsRequired: 1,
    firstApproverId: null as string | null,
    payment: null,
    user: { __typename: 'AdminUserSummary' as const, id: 'u-1', email: 'jane@example.com', username: 'jane', fullname: 'Jane Investor', regId: '4820193746' },
    ...overrides,
  };
}

function connection(nodes: ReturnType<typeof aRequest>[]) {
  return {
    __typename: 'AdminTransactionConnection',
    nodes,
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  };
}

const deposit = aRequest();
const otherDeposit = aRequest({
  id: 'd-2',
  amount: '1200.00',
  user: { ...aRequest().user, id: 'u-2', fullname: 'Sam Saver', username: 'sam', email: 'sam@example.com' },
});
const withdrawal = aRequest({
  id: 'w-1',
  kind: 'WITHDRAWAL',
  title: 'Withdrawal',
  amount: '120.55',
  walletAddress: 'TQ5gS1vYQ7uJ8jZqQy6o3s4X2kE9rN1cHd',
  txnId: null,
  screenshotUrl: null,
  referenceId: null,
});

/** The overview, answered as often as it is read (after each decision too). */
function overviewMock(overview = anOverview()): MockedResponse {
  return { request: { query: AdminOverviewDocument }, result: { data: { adminOverview: overview } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

function listMocks(deposits = [deposit, otherDeposit], withdrawals = [withdrawal], overview = overviewMock()): MockedResponse[] {
  return [
    { request: { query: AdminPendingDepositsDocument, variables: { first: 20 } }, result: { data: { adminDeposits: connection(deposits) } } },
    { request: { query: AdminPendingWithdrawalsDocument, variables: { first: 20 } }, result: { data: { adminWithdrawals: connection(withdrawals) } } },
    overview,
  ];
}

const rowOf = async (table: string, text: string) => {
  const grid = await screen.findByRole('table', { name: table });
  return within(grid).getByText(text).closest('tr') as HTMLElement;
};

describe('AdminDashboardPage', { timeout: 30_000 }, () => {
  it('lists pending requests and approves a deposit, which then leaves the list', async () => {
    const approve: MockedResponse = {
      request: { query: ApproveDepositDocument },
      variableMatcher: (variables) => variables.transactionId === 'd-1' && typeof variables.idempotencyKey === 'string',
      result: { data: { approveDeposit: { ...deposit, status: 'COMPLETED' } } },
    };
    // The overview is read when the page opens and again after the approval.
    const before: MockedResponse = { request: { query: AdminOverviewDocument }, result: { data: { adminOverview: anOverview({ pendingDeposits: 2 }) } } };
    const after = overviewMock(anOverview({ pendingDeposits: 1, depositsToday: aPeriodTotal('3250.50', 3) }));
    renderWithProviders(<AdminDashboardPage />, { route: '/admin', mocks: [before, ...listMocks(undefined, undefined, after), approve] });

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const pending = await screen.findByRole('region', { name: 'Pending' });
    expect(pending).toHaveTextContent(/Deposits\s*2/);
    const row = await rowOf('Pending deposits', 'Jane Investor');
    expect(row).toHaveTextContent('750.00 USD');
    expect(row).toHaveTextContent('TRC20');
    expect(within(row).getByRole('link', { name: 'Payment proof of jane' })).toHaveAttribute('href', '/api/uploads/screenshots/abc.webp');
    expect(screen.getByRole('heading', { name: 'Pending deposits (2)' })).toBeInTheDocument();

    const withdrawalRow = await rowOf('Pending withdrawals', 'Jane Investor');
    expect(withdrawalRow).toHaveTextContent('120.55 USD');
    expect(withdrawalRow).toHaveTextContent('USDT');

    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Deposit approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pending deposits (1)' })).toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Pending deposits' })).queryByText('Jane Investor')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pending deposits' })).getByText('Sam Saver')).toBeInTheDocument();
    await waitFor(() => expect(pending).toHaveTextContent(/Deposits\s*1/));
    expect(screen.getByRole('region', { name: 'Deposits' })).toHaveTextContent('Today (UTC)3,250.50 USD3 deposits');
  });

  it('needs a reason to reject, and shows a conflict from the server', async () => {
    const reject: MockedResponse = {
      request: { query: RejectDepositDocument, variables: { transactionId: 'd-1', reason: 'No payment arrived' } },
      result: { errors: [new GraphQLError('This deposit is already completed.', { extensions: { code: 'CONFLICT' } })] },
    };
    // After a conflict the queue is reloaded as it is now.
    const reloaded = listMocks([otherDeposit])[0];
    renderWithProviders(<AdminDashboardPage />, { route: '/admin', mocks: [...listMocks(), reject, reloaded] });

    const row = await rowOf('Pending deposits', 'Jane Investor');
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'No payment arrived' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This deposit is already completed.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Pending deposits' })).queryByText('Jane Investor')).not.toBeInTheDocument());
  });

  it('approves a withdrawal with a payout hash', async () => {
    const seen: Record<string, unknown>[] = [];
    const approve: MockedResponse = {
      request: { query: ApproveWithdrawalDocument },
      variableMatcher: (variables) => {
        seen.push(variables);
        return true;
      },
      result: { data: { approveWithdrawal: { ...withdrawal, status: 'COMPLETED', payoutTxHash: '0xfeedbeef01' } } },
    };
    renderWithProviders(<AdminDashboardPage />, { route: '/admin', mocks: [...listMocks(), approve] });

    const row = await rowOf('Pending withdrawals', 'Jane Investor');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal' });
    fireEvent.change(within(dialog).getByLabelText(/Payout transaction hash/), { target: { value: '0xfeedbeef01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Withdrawal approved')).toBeInTheDocument();
    expect(await screen.findByText('No pending withdrawals')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ transactionId: 'w-1', payoutTxHash: '0xfeedbeef01' });
  });

  it('a large withdrawal: the first approval shows 1 of 2 and keeps it listed; that admin cannot approve it again, nor their own request', async () => {
    const large = { ...withdrawal, id: 'w-2', amount: '12000.00', approvalsRequired: 2 };
    const own = {
      ...withdrawal,
      id: 'w-3',
      amount: '300.00',
      user: { ...withdrawal.user, id: 'admin-1', fullname: 'Ada Admin', username: 'ada', email: 'ada@example.com' },
    };
    const seen: Record<string, unknown>[] = [];
    const approve: MockedResponse = {
      request: { query: ApproveWithdrawalDocument },
      variableMatcher: (variables) => {
        seen.push(variables);
        return variables.transactionId === 'w-2';
      },
      result: { data: { approveWithdrawal: { ...large, approvals: 1, firstApproverId: 'admin-1' } } },
    };
    renderWithProviders(
      <CurrentUserContext.Provider value={aUser({ id: 'admin-1' })}>
        <AdminDashboardPage />
      </CurrentUserContext.Provider>,
      { route: '/admin', mocks: [...listMocks([], [large, own]), approve] },
    );

    const row = await rowOf('Pending withdrawals', '12,000.00 USD');
    expect(row).toHaveTextContent('0 of 2 approvals');
    const ownRow = await rowOf('Pending withdrawals', 'Ada Admin');
    expect(within(ownRow).getByRole('button', { name: 'Approve' })).toBeDisabled();

    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal (1 of 2)' });
    expect(dialog).toHaveTextContent('send nothing yet');
    expect(within(dialog).queryByLabelText(/Payout transaction hash/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approval 1 of 2 recorded: a second admin must approve it')).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('1 of 2 approvals'));
    // The closing dialog hides the page from the accessibility tree until it is gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(seen[0]).toMatchObject({ transactionId: 'w-2' });
    expect(seen[0]).not.toHaveProperty('payoutTxHash');
  });

  it('runs the ledger check and lists problems', async () => {
    const verify = {
      request: { query: VerifyLedgerDocument },
      result: { data: { verifyLedger: { __typename: 'LedgerVerification', ok: false, problems: ['Account main of u-1 differs from its postings'] } } },
    };
    renderWithProviders(<AdminDashboardPage />, { route: '/admin', mocks: [...listMocks([], []), verify] });

    expect(await screen.findByText('No pending deposits')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Run check' }));
    expect(await screen.findByText('1 problem found')).toBeInTheDocument();
    expect(screen.getByText('Account main of u-1 differs from its postings')).toBeInTheDocument();
  });
});
