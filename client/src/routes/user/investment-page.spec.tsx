import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyInvestmentsDocument } from '../../gql/generated';
import { renderWithProviders } from '../../test/render';
import { InvestmentPage } from './investment-page';

const investment = (overrides: Record<string, unknown>) => ({
  __typename: 'Investment',
  id: 'inv-1',
  title: 'BASIC',
  amount: '1000.00',
  dailyInterest: '4.00',
  termDays: 14,
  dailyProfit: '40.00',
  totalProfit: '560.00',
  accrued: '120.00',
  daysAccrued: 3,
  status: 'active',
  startedAt: '2025-03-01T12:00:00.000Z',
  endsAt: '2025-03-15T12:00:00.000Z',
  ...overrides,
});

function summaryMock(investments: unknown[], currentlyInvested = '0.00', approxProfit = '0.00'): MockedResponse {
  return {
    request: { query: MyInvestmentsDocument },
    result: { data: { myInvestments: { __typename: 'InvestmentSummary', currentlyInvested, approxProfit, investments } } },
  };
}

const render = (mocks: MockedResponse[]) => renderWithProviders(<InvestmentPage />, { route: '/user/investment', mocks });

describe('InvestmentPage', { timeout: 20_000 }, () => {
  it('shows the totals and each investment with its progress', async () => {
    const completed = investment({
      id: 'inv-2',
      title: 'SILVER',
      amount: '5000.00',
      dailyInterest: '10.00',
      termDays: 7,
      dailyProfit: '500.00',
      totalProfit: '3500.00',
      accrued: '3500.00',
      daysAccrued: 7,
      status: 'completed',
    });
    render([summaryMock([investment({}), completed], '1000.00', '440.00')]);

    expect(await screen.findByTestId('currently-invested')).toHaveTextContent('1,000.00 USD');
    expect(screen.getByTestId('approx-profit')).toHaveTextContent('440.00 USD');

    const basic = screen.getByRole('listitem', { name: 'BASIC' });
    expect(basic).toHaveTextContent('1,000.00 USD at 4.00% daily');
    expect(basic).toHaveTextContent('Day 3 of 14');
    expect(basic).toHaveTextContent('120.00 USD of 560.00 USD');
    expect(basic).toHaveTextContent('active');
    expect(basic).toHaveTextContent('Started Mar 1, 2025');
    expect(basic).toHaveTextContent('Ends Mar 15, 2025');
    const bar = within(basic).getByRole('progressbar', { name: 'BASIC progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '21');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 14 days, 21.42% of the profit credited');

    const silver = screen.getByRole('listitem', { name: 'SILVER' });
    expect(silver).toHaveTextContent('completed');
    expect(within(silver).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('links to the plans, deposits and investment history', async () => {
    render([summaryMock([])]);
    expect(await screen.findByRole('link', { name: 'Invest More' })).toHaveAttribute('href', '/user/plans');
    expect(screen.getByRole('link', { name: 'Deposit Funds' })).toHaveAttribute('href', '/user/deposit');
    expect(screen.getByRole('link', { name: 'Investment History' })).toHaveAttribute('href', '/user/transaction/investment');
  });

  it('has an empty state', async () => {
    render([summaryMock([])]);
    expect(await screen.findByText('No investments found')).toBeInTheDocument();
    expect(screen.getByTestId('currently-invested')).toHaveTextContent('0.00 USD');
    expect(screen.getByRole('link', { name: 'Browse Plans' })).toHaveAttribute('href', '/user/plans');
  });

  it('says something went wrong when the investments cannot be loaded', async () => {
    render([{ request: { query: MyInvestmentsDocument }, error: new Error('socket hang up') }]);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
