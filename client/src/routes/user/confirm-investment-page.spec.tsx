import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FinalizeInvestmentDocument, MeDocument, PlanSelectionDocument } from '../../gql/generated';
import { aUser, renderWithProviders } from '../../test/render';
import { ConfirmInvestmentPage } from './confirm-investment-page';

const plan = {
  __typename: 'Plan',
  id: 'p1',
  uniqId: 'BASIC',
  title: 'BASIC',
  dailyInterest: '4.00',
  termDays: 14,
  termWeeks: 2,
  min: '1000.00',
  max: '4999.00',
};
const selection = (amount: string | null, profit: string | null) => ({ __typename: 'PlanSelection', plan, amount, profit });
const selectionMock = (result: MockedResponse['result']): MockedResponse => ({ request: { query: PlanSelectionDocument }, result });

const transaction = {
  __typename: 'Transaction',
  id: 'tx-9',
  kind: 'INVESTMENT',
  title: 'Investment - BASIC',
  amount: '4999.99',
  status: 'COMPLETED',
  date: '2025-03-05T14:30:00.000Z',
};

function finalizeMock(result: MockedResponse['result'], seen: Record<string, unknown>[] = []): MockedResponse {
  return {
    request: { query: FinalizeInvestmentDocument },
    variableMatcher: (variables) => {
      seen.push(variables);
      return true;
    },
    result,
  };
}

const meMock = (): MockedResponse => ({ request: { query: MeDocument }, result: { data: { me: aUser({ balance: '7500.51' }) } } });

const render = (mocks: MockedResponse[]) => renderWithProviders(<ConfirmInvestmentPage />, { route: '/user/invest/confirm_Investment', mocks });

const row = (label: string) => within(screen.getByRole('list', { name: 'Investment summary' })).getByText(label).parentElement;

describe('ConfirmInvestmentPage', { timeout: 20_000 }, () => {
  it('shows the investment, confirms it once and goes to the investment history', async () => {
    const seen: Record<string, unknown>[] = [];
    render([
      selectionMock({ data: { planSelection: selection('4999.99', '2799.99') } }),
      finalizeMock({ data: { finalizeInvestment: transaction } }, seen),
      meMock(),
    ]);

    await screen.findByRole('list', { name: 'Investment summary' });
    expect(row('Plan Name')).toHaveTextContent('BASIC');
    expect(row('Duration')).toHaveTextContent('2 Weeks');
    expect(row('Daily Profit')).toHaveTextContent('4.00%');
    expect(row('Payment Account')).toHaveTextContent('Main Balance');
    expect(row('Amount to Invest')).toHaveTextContent('4,999.99 USD');
    expect(row('Total Profit to Earn')).toHaveTextContent('2,799.99 USD');
    // 4999.99 + 2799.99, exactly.
    expect(row('Total Return')).toHaveTextContent('7,799.98 USD');
    expect(row('Amount to Debit')).toHaveTextContent('4,999.99 USD');
    expect(screen.getByText(/deducted from your Main Balance immediately/)).toBeInTheDocument();
    expect(screen.getByLabelText('Investment step 2 of 2')).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: 'Confirm & Proceed' });
    fireEvent.click(confirm);
    // A second click while the request is out must not invest twice.
    fireEvent.click(confirm);

    expect(await screen.findByText('Investment successful')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/transaction/investment');
    expect(seen).toHaveLength(1);
    expect(seen[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server message when the main balance does not cover it', async () => {
    const refusal = new GraphQLError('Insufficient balance to complete this investment', { extensions: { code: 'INSUFFICIENT_FUNDS' } });
    render([selectionMock({ data: { planSelection: selection('1000.00', '560.00') } }), finalizeMock({ errors: [refusal] })]);

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm & Proceed' }));
    expect(await screen.findByText('Insufficient balance to complete this investment')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('falls back to a generic message when the request gets no answer', async () => {
    render([
      selectionMock({ data: { planSelection: selection('1000.00', '560.00') } }),
      { request: { query: FinalizeInvestmentDocument }, variableMatcher: () => true, error: new Error('socket hang up') },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm & Proceed' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('refuses without a selected plan', async () => {
    const none = new GraphQLError('No investment plan selected', { extensions: { code: 'NOT_FOUND' } });
    render([selectionMock({ errors: [none] })]);
    expect(await screen.findByText('No investment plan selected')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/user\/plans$/);
  });

  it('goes back to the amount step when no amount was entered', async () => {
    render([selectionMock({ data: { planSelection: selection(null, null) } })]);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/user\/invest$/);
  });
});
