import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { PlanSelectionDocument, UpdatePlanSelectionDocument } from '../../gql/generated';
import { aUser, renderWithProviders } from '../../test/render';
import { InvestPage } from './invest-page';

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
const selection = (amount: string | null, profit: string | null = null) => ({ __typename: 'PlanSelection', plan, amount, profit });

const selectionMock = (result: MockedResponse['result']): MockedResponse => ({ request: { query: PlanSelectionDocument }, result });

function updateMock(result: MockedResponse['result'], seen: Record<string, unknown>[] = []): MockedResponse {
  return {
    request: { query: UpdatePlanSelectionDocument },
    variableMatcher: (variables) => {
      seen.push(variables);
      return true;
    },
    result,
  };
}

function renderPage(mocks: MockedResponse[], balance = '12500.5') {
  renderWithProviders(
    <CurrentUserContext.Provider value={aUser({ balance })}>
      <InvestPage />
    </CurrentUserContext.Provider>,
    { route: '/user/invest', mocks },
  );
}

const amountField = () => screen.getByRole('textbox', { name: /Amount \(USD\)/ });
const enter = (value: string) => {
  fireEvent.change(amountField(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Invest' }));
};

describe('InvestPage', { timeout: 20_000 }, () => {
  it('shows the selected plan, its limits and the main balance', async () => {
    renderPage([selectionMock({ data: { planSelection: selection(null) } })]);

    expect(await screen.findByRole('heading', { name: 'BASIC' })).toBeInTheDocument();
    expect(screen.getByText('2 Weeks')).toBeInTheDocument();
    expect(screen.getByText('4.00%')).toBeInTheDocument();
    expect(screen.getByText('Min: 1,000.00 USD · Max: 4,999.00 USD')).toBeInTheDocument();
    expect(screen.getByTestId('main-balance')).toHaveTextContent('12,500.50 USD');
    expect(screen.getByLabelText('Investment step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText(/you agree to our terms and conditions/)).toBeInTheDocument();
  });

  it('checks the amount against the plan and records it', async () => {
    const seen: Record<string, unknown>[] = [];
    renderPage([
      selectionMock({ data: { planSelection: selection(null) } }),
      updateMock({ data: { updatePlanSelection: selection('1000.00', '560.00') } }, seen),
    ]);
    await screen.findByRole('heading', { name: 'BASIC' });

    enter('');
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    enter('999.99');
    expect(await screen.findByText('Please enter an amount within the specified range')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    enter('4999.01');
    expect(seen).toHaveLength(0);

    // The minimum itself is inside the range.
    enter('1,000');
    expect(await screen.findByText('Congratulations! One last step required to complete your investment')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/invest/confirm_Investment');
    expect(seen).toEqual([{ uniqId: 'BASIC', amount: '1000.00' }]);
  });

  it('refuses an amount above the main balance on the amount step, before asking the server or confirming', async () => {
    const seen: Record<string, unknown>[] = [];
    renderPage(
      [selectionMock({ data: { planSelection: selection(null) } }), updateMock({ data: { updatePlanSelection: selection('1500.00', '840.00') } }, seen)],
      '1500.00',
    );
    await screen.findByRole('heading', { name: 'BASIC' });

    // Within the plan's range (1,000 to 4,999) but above the 1,500.00 main balance.
    enter('1500.01');
    expect(await screen.findByText('Insufficient balance: deposit funds to your main balance first.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // The whole main balance is fine.
    enter('1500');
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/invest/confirm_Investment');
    expect(seen).toEqual([{ uniqId: 'BASIC', amount: '1500.00' }]);
  });

  it('shows the server message when it refuses the amount', async () => {
    const refusal = new GraphQLError('Please enter an amount within the specified range', { extensions: { code: 'BAD_USER_INPUT' } });
    renderPage([selectionMock({ data: { planSelection: selection('2000.00') } }), updateMock({ errors: [refusal] })]);

    expect(await screen.findByDisplayValue('2000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Invest' }));
    expect(await screen.findByText('Please enter an amount within the specified range')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('sends the user back to the plans when none is selected', async () => {
    const none = new GraphQLError('No investment plan selected', { extensions: { code: 'NOT_FOUND' } });
    renderPage([selectionMock({ errors: [none] })]);

    expect(await screen.findByText('No investment plan selected')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/user\/plans$/);
  });

  it('offers a retry when the selection cannot be loaded', async () => {
    renderPage([{ request: { query: PlanSelectionDocument }, error: new Error('socket hang up') }]);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
