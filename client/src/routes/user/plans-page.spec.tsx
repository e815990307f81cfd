import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PlansDocument, SelectPlanDocument } from '../../gql/generated';
import { renderWithProviders } from '../../test/render';
import { PlansPage } from './plans-page';

const basic = {
  __typename: 'Plan',
  id: 'p1',
  uniqId: 'BASIC',
  title: 'BASIC',
  dailyInterest: '4.00',
  termDays: 14,
  termWeeks: 2,
  min: '1000.00',
  max: '4999.00',
  totalReturn: '56.00',
  capitalReturn: 'Each Term',
};
const gold = {
  ...basic,
  id: 'p4',
  uniqId: 'GOLD',
  title: 'GOLD',
  dailyInterest: '18.00',
  termDays: 15,
  termWeeks: 2.14,
  min: '25000.00',
  max: '49999.00',
  totalReturn: '270.00',
};

const plansMock = (plans: unknown[]): MockedResponse => ({ request: { query: PlansDocument }, result: { data: { plans } } });

function selectMock(result: MockedResponse['result'], seen: Record<string, unknown>[] = []): MockedResponse {
  return {
    request: { query: SelectPlanDocument },
    variableMatcher: (variables) => {
      seen.push(variables);
      return true;
    },
    result,
  };
}

describe('PlansPage', { timeout: 20_000 }, () => {
  it('shows a card per plan with its terms', async () => {
    renderWithProviders(<PlansPage />, { route: '/user/plans', mocks: [plansMock([basic, gold])] });

    const card = await screen.findByRole('article', { name: 'BASIC' });
    expect(card).toHaveTextContent('4.00%');
    expect(card).toHaveTextContent('2 Weeks');
    expect(within(card).getByText('Min Deposit').parentElement).toHaveTextContent('1,000.00 USD');
    expect(within(card).getByText('Max Deposit').parentElement).toHaveTextContent('4,999.00 USD');
    expect(within(card).getByText('Capital Return').parentElement).toHaveTextContent('Each Term');
    expect(within(card).getByText('Total Return').parentElement).toHaveTextContent('56.00%');
    expect(screen.getByRole('article', { name: 'GOLD' })).toHaveTextContent('15 Days');
    expect(screen.getByRole('article', { name: 'GOLD' })).not.toHaveTextContent('2.14');
    expect(screen.getAllByRole('button', { name: /Invest Now/ })).toHaveLength(2);
  });

  it('selects the plan and goes to the amount step', async () => {
    const seen: Record<string, unknown>[] = [];
    const selection = { __typename: 'PlanSelection', amount: null, profit: null, plan: { __typename: 'Plan', id: 'p1', uniqId: 'BASIC' } };
    renderWithProviders(<PlansPage />, {
      route: '/user/plans',
      mocks: [plansMock([basic, gold]), selectMock({ data: { selectPlan: selection } }, seen)],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Invest Now in BASIC' }));
    expect(await screen.findByText("Congrats, you've successfully selected an investment plan.")).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/user\/invest$/);
    expect(seen).toEqual([{ uniqId: 'BASIC' }]);
  });

  it('stays with the server message when the plan cannot be selected', async () => {
    const refusal = new GraphQLError('This plan is not available', { extensions: { code: 'NOT_FOUND' } });
    renderWithProviders(<PlansPage />, { route: '/user/plans', mocks: [plansMock([basic]), selectMock({ errors: [refusal] })] });

    fireEvent.click(await screen.findByRole('button', { name: 'Invest Now in BASIC' }));
    expect(await screen.findByText('This plan is not available')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says so when there are no active plans', async () => {
    renderWithProviders(<PlansPage />, { route: '/user/plans', mocks: [plansMock([])] });
    expect(await screen.findByText('No active plans found')).toBeInTheDocument();
  });

  it('says something went wrong when the plans cannot be loaded', async () => {
    renderWithProviders(<PlansPage />, {
      route: '/user/plans',
      mocks: [{ request: { query: PlansDocument }, error: new Error('socket hang up') }],
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
