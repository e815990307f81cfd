import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPendingDepositsDocument, CreditLateDepositDocument, MarkDepositRefundedDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { PendingDepositsTable } from './pending-deposits-table';

const user = { __typename: 'AdminUserSummary', id: 'u-1', email: 'jane@example.com', username: 'jane', fullname: 'Jane Investor', regId: '4820193746' };
const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const HASH = `0x${'ab'.repeat(31)}cdef`;
const REFUND = `0x${'12'.repeat(32)}`;

function aPayment(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'DepositPayment',
    payAmount: '750.000000',
    payAsset: 'USDT',
    network: 'ethereum',
    address: ADDRESS,
    watched: true,
    state: 'AWAITING_PAYMENT',
    confirmations: 0,
    requiredConfirmations: 12,
    receivedAmount: '0',
    transfers: [] as unknown[],
    ...overrides,
  };
}

const deposit = (id: string, payment: ReturnType<typeof aPayment> | null) => ({
  __typename: 'AdminTransaction',
  id,
  kind: 'DEPOSIT',
  title: 'Deposit',
  amount: '750.00',
  status: 'PENDING',
  date: '2026-11-29T10:00:00.000Z',
  walletName: 'Tether USDT',
  walletAddress: ADDRESS,
  network: 'ERC20',
  txnId: null,
  referenceId: `DEP-${id}`,
  reason: null,
  payoutTxHash: null,
  screenshotUrl: null,
  approvals: 0,
  approvalsRequired: 1,
  firstApproverId: null,
  payment,
  user,
});

const page = (nodes: unknown[]) => ({
  adminDeposits: {
    __typename: 'AdminTransactionConnection',
    nodes,
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
});

const lateTransfer = { __typename: 'DepositTransfer', txHash: HASH, amount: '700.000000', confirmations: 14, removed: false };
const late = deposit('d-late', aPayment({ state: 'PAID_LATE', receivedAmount: '700.000000', confirmations: 14, transfers: [lateTransfer] }));

beforeEach(() => {
  Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => undefined) } });
});
afterEach(() => vi.restoreAllMocks());

describe('PendingDepositsTable', { timeout: 20_000 }, () => {
  it('shows where a quoted deposit was paid, each transfer with its confirmations, what arrived against the quote, and its state', async () => {
    const confirming = deposit(
      'd-1',
      aPayment({
        state: 'CONFIRMING',
        confirmations: 3,
        receivedAmount: '750.000000',
        transfers: [
          { __typename: 'DepositTransfer', txHash: HASH, amount: '750.000000', confirmations: 3, removed: false },
          // A transfer whose block left the chain is not counted.
          { __typename: 'DepositTransfer', txHash: `0x${'99'.repeat(32)}`, amount: '1.000000', confirmations: 0, removed: true },
        ],
      }),
    );
    const mocks = [{ request: { query: AdminPendingDepositsDocument, variables: { first: 20 } }, result: { data: page([confirming]) } }];
    renderWithProviders(<PendingDepositsTable adminId="admin-1" />, { mocks });
    const table = await screen.findByRole('table', { name: 'Pending deposits' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Confirming 3 of 12')).toBeInTheDocument();
    expect(within(row).getByText(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`)).toHaveAttribute('title', ADDRESS);
    expect(within(row).getByText(`${HASH.slice(0, 6)}…${HASH.slice(-4)}`)).toHaveAttribute('title', HASH);
    expect(row).toHaveTextContent('750.00 USDT · 3 of 12 confirmations');
    expect(within(row).getByTestId('arrived')).toHaveTextContent('750.00 USDT');
    expect(row).not.toHaveTextContent('1.00 USDT');
    // The chain credits it: no approve or reject.
    expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(row).getByText('Credited by the blockchain')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Copy transaction hash' }));
    expect(await screen.findByText('Transaction hash copied')).toBeInTheDocument();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(HASH);
  });

  it('keeps approve and reject for a manual deposit', async () => {
    const manual = deposit('d-2', aPayment({ watched: false }));
    const mocks = [{ request: { query: AdminPendingDepositsDocument, variables: { first: 20 } }, result: { data: page([manual, deposit('d-3', null)]) } }];
    renderWithProviders(<PendingDepositsTable adminId="admin-1" />, { mocks });
    const table = await screen.findByRole('table', { name: 'Pending deposits' });
    expect(within(table).getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: 'Reject' })).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: 'Credit at current rate' })).not.toBeInTheDocument();

    // The approval says what to look for, and where.
    fireEvent.click(within(table).getAllByRole('button', { name: 'Approve' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit' });
    expect(dialog).toHaveTextContent(`Credit 750.00 USD to Jane Investor (jane@example.com)? Check first that 750.00 USDT arrived at ${ADDRESS} (Ethereum).`);
  });

  it('credits a paid-late deposit at the current rate after confirmation', async () => {
    const seen: Record<string, unknown>[] = [];
    const credit: MockedResponse = {
      request: { query: CreditLateDepositDocument },
      variableMatcher: (variables) => {
        seen.push(variables);
        return true;
      },
      result: { data: { creditLateDeposit: { ...late, status: 'COMPLETED', payment: { ...late.payment, state: 'COMPLETED' } } } },
    };
    const mocks = [{ request: { query: AdminPendingDepositsDocument, variables: { first: 20 } }, result: { data: page([late]) } }, credit];
    renderWithProviders(<PendingDepositsTable adminId="admin-1" />, { mocks });
    const table = await screen.findByRole('table', { name: 'Pending deposits' });
    expect(within(table).getByText('Paid late')).toBeInTheDocument();
    expect(within(table).getByTestId('arrived')).toHaveTextContent('700.00 USDT');
    expect(within(table).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: 'Credit at current rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit the late payment?' });
    expect(dialog).toHaveTextContent("700.00 USDT arrived after Jane Investor's quote expired. It is credited at the current USDT rate.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit at current rate' }));
    expect(await screen.findByText('The late payment was credited')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ transactionId: 'd-late' });
    expect(seen[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records the refund of a paid-late deposit with its transaction hash and reason, both required', async () => {
    const seen: Record<string, unknown>[] = [];
    const refund: MockedResponse = {
      request: { query: MarkDepositRefundedDocument },
      variableMatcher: (variables) => {
        seen.push(variables);
        return true;
      },
      result: { data: { markDepositRefunded: { ...late, status: 'CANCELLED', payment: { ...late.payment, state: 'REFUNDED' } } } },
    };
    const mocks = [{ request: { query: AdminPendingDepositsDocument, variables: { first: 20 } }, result: { data: page([late]) } }, refund];
    renderWithProviders(<PendingDepositsTable adminId="admin-1" />, { mocks });
    const table = await screen.findByRole('table', { name: 'Pending deposits' });
    fireEvent.click(within(table).getByRole('button', { name: 'Mark refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payment refunded' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(within(dialog).getAllByText('Enter the refund transaction hash and a reason.')).toHaveLength(2);
    expect(seen).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Refund transaction hash' }), { target: { value: ` ${REFUND} ` } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Paid after the quote; the investor asked for it back' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('The refund was recorded')).toBeInTheDocument();
    expect(seen[0]).toEqual({ transactionId: 'd-late', refundTxHash: REFUND, reason: 'Paid after the quote; the investor asked for it back' });
  });
});
