import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BalanceCorrectionsDocument, RequestBalanceCorrectionDocument, type BalanceCorrectionFieldsFragment } from '../../../gql/generated';
import { CanChangeContext } from '../../../lib/console-access';
import { renderWithProviders } from '../../../test/render';
import { BalanceCorrectionsPanel } from './balance-corrections-panel';

function aCorrection(overrides: Partial<BalanceCorrectionFieldsFragment> = {}) {
  return {
    __typename: 'BalanceCorrection' as const,
    id: 'c-1',
    userId: 'u-1',
    account: 'MAIN' as const,
    amount: '-12.50',
    reason: 'Duplicate credit, ticket 4711',
    status: 'PENDING' as const,
    requestedBy: 'admin-a',
    requestedByEmail: 'a@example.com',
    requestedAt: '2026-11-24T10:00:00.000Z',
    decidedBy: null,
    decidedByEmail: null,
    decidedAt: null,
    rejectionReason: null,
    ...overrides,
  };
}

function listMock(nodes: ReturnType<typeof aCorrection>[]): MockedResponse {
  return {
    request: { query: BalanceCorrectionsDocument, variables: { userId: 'u-1', first: 50 } },
    result: {
      data: {
        balanceCorrections: { __typename: 'BalanceCorrectionConnection', nodes, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
      },
    },
  };
}

const pending = aCorrection();
const rejected = aCorrection({
  id: 'c-2',
  amount: '40.00',
  account: 'PROFIT',
  status: 'REJECTED',
  decidedBy: 'admin-b',
  decidedByEmail: 'b@example.com',
  decidedAt: '2026-11-24T11:00:00.000Z',
  rejectionReason: 'No ticket',
});

function renderPanel(currentUserId: string, canChange = true) {
  return renderWithProviders(
    <CanChangeContext.Provider value={canChange}>
      <BalanceCorrectionsPanel userId="u-1" currentUserId={currentUserId} />
    </CanChangeContext.Provider>,
    { mocks: [listMock([pending, rejected])] },
  );
}

describe('BalanceCorrectionsPanel', () => {
  it('lets another admin approve or reject a pending correction; decided ones show who decided and why', async () => {
    renderPanel('admin-b');
    const table = await screen.findByRole('table', { name: 'Balance Corrections' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('-12.50 USD');
    expect(within(rows[1]).getByRole('button', { name: 'Approve correction Main -12.50' })).toBeEnabled();
    expect(within(rows[1]).getByRole('button', { name: 'Reject correction Main -12.50' })).toBeEnabled();
    expect(rows[2]).toHaveTextContent('+40.00 USD');
    expect(rows[2]).toHaveTextContent('by b@example.com');
    expect(rows[2]).toHaveTextContent('No ticket');
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps Approve disabled for the requester, who may withdraw instead', async () => {
    renderPanel('admin-a');
    const table = await screen.findByRole('table', { name: 'Balance Corrections' });
    expect(within(table).getByRole('button', { name: 'Approve correction Main -12.50' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Reject correction Main -12.50' })).toHaveTextContent('Withdraw');
  });

  it('shows support staff the list and no form or button', async () => {
    renderPanel('support-1', false);
    const table = await screen.findByRole('table', { name: 'Balance Corrections' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('form', { name: 'Request a balance correction' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('checks the amount and the reason before sending anything', async () => {
    renderPanel('admin-b');
    const form = await screen.findByRole('form', { name: 'Request a balance correction' });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '1e3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Request correction' }));
    expect(await within(form).findByText('A signed amount such as 25.00 or -10.50 (at most 2 decimals).')).toBeInTheDocument();
    expect(within(form).getByText('A reason is required')).toBeInTheDocument();
  });

  it("sends an amount typed the German way in the server's form", async () => {
    await i18next.changeLanguage('de');
    try {
      const requested = aCorrection({ id: 'c-3', amount: '-1500.00', reason: 'Ticket 12' });
      const request: MockedResponse = {
        request: { query: RequestBalanceCorrectionDocument, variables: { userId: 'u-1', account: 'MAIN', amount: '-1500.00', reason: 'Ticket 12' } },
        result: { data: { requestBalanceCorrection: requested } },
      };
      renderWithProviders(
        <CanChangeContext.Provider value>
          <BalanceCorrectionsPanel userId="u-1" currentUserId="admin-b" />
        </CanChangeContext.Provider>,
        { mocks: [listMock([pending]), request, listMock([requested, pending])] },
      );
      const form = await screen.findByRole('form', { name: i18next.t('corrections.formLabel', { ns: 'admin-users' }) });
      const amount = within(form).getByLabelText(i18next.t('corrections.amountLabel', { ns: 'admin-users' }), { exact: false });
      fireEvent.change(amount, { target: { value: '-1.500,00' } });
      fireEvent.change(within(form).getByLabelText(i18next.t('corrections.reason', { ns: 'admin-users' }), { exact: false }), {
        target: { value: 'Ticket 12' },
      });
      fireEvent.click(within(form).getByRole('button', { name: i18next.t('corrections.request', { ns: 'admin-users' }) }));
      // Sent and accepted: the form empties (a refusal or an unmatched request would keep the text).
      await waitFor(() => expect(amount).toHaveValue(''));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keeps the sign with the amount and the requester left to right on an Arabic page', async () => {
    await i18next.changeLanguage('ar');
    try {
      renderPanel('admin-b');
      const table = await screen.findByRole('table', { name: i18next.t('corrections.title', { ns: 'admin-users' }) });
      const rows = within(table).getAllByRole('row');
      // LRI + the signed amount + PDI: the sign cannot drift to the other end of the number.
      expect(rows[2].textContent).toContain('\u2066+40.00 USD\u2069');
      expect(rows[1].textContent).toContain('\u2066\u200e-12.50 USD\u2069');
      expect(rows[1].textContent).toContain('\u2066a@example.com\u2069');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
