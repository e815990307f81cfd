import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminPlansDocument, CreatePlanDocument, SetPlanActiveDocument, UpdatePlanDocument } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { PlansAdmin } from './plans-admin';

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
  active: true,
};
const retired = { ...basic, id: 'p2', uniqId: 'OLD', title: 'Old plan', active: false };
const list: MockedResponse = { request: { query: AdminPlansDocument }, result: { data: { adminPlans: [basic, retired] } } };

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

describe('PlansAdmin', { timeout: 20_000 }, () => {
  it('lists every plan with its status and offers Activate only on inactive ones', async () => {
    renderWithProviders(<PlansAdmin />, { mocks: [list] });
    const table = await screen.findByRole('table', { name: 'Plans' });
    const [, basicRow, oldRow] = within(table).getAllByRole('row');
    expect(basicRow).toHaveTextContent('BASIC');
    expect(basicRow).toHaveTextContent('4.00%');
    expect(basicRow).toHaveTextContent('Active');
    expect(within(basicRow).getByRole('button', { name: 'Deactivate BASIC' })).toBeInTheDocument();
    expect(within(oldRow).getByRole('button', { name: 'Activate OLD' })).toBeInTheDocument();
  });

  it("shows the server's refusal beside the field it names, and keeps the dialog open", async () => {
    const refused: MockedResponse = {
      request: { query: CreatePlanDocument },
      variableMatcher: (variables) => variables.input.uniqId === 'BASIC',
      result: { errors: [new GraphQLError('A plan BASIC already exists.', { extensions: { code: 'CONFLICT', reason: 'PLAN_EXISTS', field: 'uniqId' } })] },
    };
    renderWithProviders(<PlansAdmin />, { mocks: [list, refused] });
    fireEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    fireEvent.change(field(/Plan id/), { target: { value: 'BASIC' } });
    fireEvent.change(field(/Title/), { target: { value: 'Basic again' } });
    fireEvent.change(field(/Daily interest/), { target: { value: '2' } });
    fireEvent.change(field(/Term/), { target: { value: '7' } });
    fireEvent.change(field(/Minimum/), { target: { value: '100' } });
    fireEvent.change(field(/Maximum/), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    // The form's own check first: nothing is sent while max is below min.
    expect(await screen.findByText('Maximum (USD) must be at least Minimum (USD)')).toBeInTheDocument();

    fireEvent.change(field(/Maximum/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText('A plan BASIC already exists.')).toBeInTheDocument();
    expect(field(/Plan id/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'New plan' })).toBeInTheDocument();
  });

  it('saves an edit with every field and closes; a deactivation asks first', async () => {
    const edited = { ...basic, title: 'BASIC PLUS', dailyInterest: '4.50' };
    const update: MockedResponse = {
      request: { query: UpdatePlanDocument },
      variableMatcher: (variables) =>
        variables.uniqId === 'BASIC' &&
        JSON.stringify(variables.input) ===
          JSON.stringify({ title: 'BASIC PLUS', dailyInterest: '4.50', termDays: 14, min: '1000.00', max: '4999.00', capitalReturn: 'Each Term' }),
      result: { data: { updatePlan: edited } },
    };
    const deactivate: MockedResponse = {
      request: { query: SetPlanActiveDocument, variables: { uniqId: 'BASIC', active: false } },
      result: { data: { setPlanActive: { ...edited, active: false } } },
    };
    renderWithProviders(<PlansAdmin />, { mocks: [list, update, deactivate] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit BASIC' }));
    expect(screen.queryByRole('textbox', { name: /Plan id/ })).not.toBeInTheDocument();
    fireEvent.change(field(/Title/), { target: { value: 'BASIC PLUS' } });
    fireEvent.change(field(/Daily interest/), { target: { value: '4.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan BASIC saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('BASIC PLUS')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate BASIC' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Deactivate BASIC?' })).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Plan BASIC deactivated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate BASIC' })).toBeInTheDocument();
  });
});
