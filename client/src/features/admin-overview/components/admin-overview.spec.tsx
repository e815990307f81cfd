import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminOverviewDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { AdminOverview, AdminOverviewCards } from './admin-overview';
import { anOverview } from './an-overview';

const card = (name: string) => screen.getByRole('region', { name });

describe('AdminOverviewCards', () => {
  it('shows each figure as the console formats money, with the counts', () => {
    renderWithProviders(<AdminOverviewCards overview={anOverview()} kycHref="/admin/kyc" />);

    const pending = card('Pending');
    expect(pending).toHaveTextContent(/Deposits\s*2/);
    expect(pending).toHaveTextContent(/Withdrawals\s*1/);
    expect(within(pending).getByRole('link', { name: 'KYC' })).toHaveAttribute('href', '/admin/kyc');
    expect(pending).toHaveTextContent(/KYC\s*3/);

    const deposits = card('Deposits');
    expect(deposits).toHaveTextContent('Today (UTC)2,500.50 USD2 deposits');
    expect(deposits).toHaveTextContent('This month12,500.00 USD9 deposits');
    const payouts = card('Payouts');
    expect(payouts).toHaveTextContent('Today (UTC)300.25 USD1 payout');
    expect(payouts).toHaveTextContent('This month1,300.25 USD4 payouts');

    const held = card('Held for users');
    expect(within(held).getByText('2,280.25 USD')).toBeInTheDocument();
    expect(held).toHaveTextContent('Main balances1,100.25 USD2 accounts');
    expect(held).toHaveTextContent('Held for pending withdrawals100.00 USD');

    const platform = card('Platform accounts');
    expect(platform).toHaveTextContent('Deposits received-2,500.50 USD');
    expect(platform).toHaveTextContent('Paid out300.25 USD');
    expect(within(platform).getByText('All accounts sum to zero')).toBeInTheDocument();

    const run = card('Last accrual run');
    expect(run).toHaveTextContent('Credited80.00 USD');
    expect(run).toHaveTextContent('Latest day creditedNovember 24, 2026');
    expect(run).toHaveTextContent('Investments12 daily credits');
  });

  it('says when the accounts do not balance, and when the accrual has not run or found nothing due', () => {
    const { unmount } = renderWithProviders(<AdminOverviewCards overview={anOverview({ ledgerBalanced: false, lastAccrualRun: null })} />);
    expect(within(card('Platform accounts')).getByText('The accounts do not sum to zero: run the ledger check')).toBeInTheDocument();
    expect(within(card('Last accrual run')).getByText('The accrual has not run yet.')).toBeInTheDocument();
    unmount();

    const idle = anOverview().lastAccrualRun!;
    renderWithProviders(
      <AdminOverviewCards overview={anOverview({ lastAccrualRun: { ...idle, throughDay: null, investments: 0, credits: 0, total: '0.00' } })} />,
    );
    expect(card('Last accrual run')).toHaveTextContent('Latest day creditedNothing was due');
  });
});

describe('AdminOverview', () => {
  it('loads the overview, and offers Retry when it fails', async () => {
    const failed: MockedResponse = { request: { query: AdminOverviewDocument }, result: { errors: [new GraphQLError('Database unavailable')] } };
    const loaded: MockedResponse = { request: { query: AdminOverviewDocument }, result: { data: { adminOverview: anOverview() } } };
    renderWithProviders(<AdminOverview />, { mocks: [failed, loaded] });

    expect(screen.getByLabelText('Loading the overview')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The overview could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Held for users' })).toHaveTextContent('2,280.25 USD');
  });
});
