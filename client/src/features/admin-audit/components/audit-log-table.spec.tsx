import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminAuditLogDocument, AuditActionsDocument, type AuditEntryFieldsFragment } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { AuditLogTable } from './audit-log-table';

const USER = '8a6e0804-2bd0-4672-b79d-d97027f9071a';

function entry(id: string, action: string, details = '{}'): AuditEntryFieldsFragment & { __typename: 'AuditEntry' } {
  return {
    __typename: 'AuditEntry',
    id,
    at: '2026-11-20T10:00:00.000Z',
    actor: { __typename: 'AuditActor', id: 'a1', email: 'admin@example.com' } as AuditEntryFieldsFragment['actor'],
    actorRole: 'admin',
    action,
    transactionId: null,
    amount: '1250.5',
    details,
    ip: '203.0.113.7',
    subjectUserId: USER,
    actorName: 'Ana Admin',
    actorEmail: 'admin@example.com',
    targetName: 'John Investor',
    targetEmail: 'john@example.com',
    requestId: 'req-42',
  };
}

const NONE = { action: null, email: null };
const ACTIONS = {
  request: { query: AuditActionsDocument },
  result: { data: { auditActions: ['deposit.rejected', 'deposit.submitted', 'kyc.approved'] } },
};

function page(variables: Record<string, unknown>, nodes: unknown[], endCursor: string | null, hasNextPage = false) {
  return {
    request: { query: AdminAuditLogDocument, variables: { first: 50, ...NONE, ...variables } },
    result: { data: { auditLog: { __typename: 'AuditConnection', nodes, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor } } } },
  };
}

describe('AuditLogTable', () => {
  it('reads each entry as a sentence with names, expands a row to its details, and loads more', async () => {
    const mocks = [
      ACTIONS,
      page({}, [entry('2', 'deposit.rejected', '{"reason":"Blurry proof"}')], 'c2', true),
      page({ after: 'c2' }, [entry('1', 'deposit.submitted')], 'c1'),
    ];
    renderWithProviders(<AuditLogTable />, { mocks });
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('Ana Admin rejected a deposit of 1,250.50 USD by John Investor (john@example.com) — Blurry proof');
    expect(first).toHaveTextContent('deposit.rejected');
    expect(within(first).getByText('admin@example.com').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(first).toHaveTextContent('reason:Blurry proof');
    expect(screen.queryByText('req-42')).not.toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: 'Show details of deposit.rejected' }));
    const details = within(table).getAllByRole('row')[2];
    expect(details).toHaveTextContent('req-42');
    expect(details).toHaveTextContent('203.0.113.7');
    expect(within(details).getByLabelText('Details (JSON)')).toHaveTextContent('"reason": "Blurry proof"');
    fireEvent.click(within(first).getByRole('button', { name: 'Hide details of deposit.rejected' }));
    expect(screen.queryByText('req-42')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('deposit.submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by a user email and an action picked from those the log holds', async () => {
    const mocks = [
      ACTIONS,
      page({}, [entry('2', 'deposit.rejected')], 'c2'),
      page({ action: 'kyc.approved', email: 'john@example.com' }, [entry('5', 'kyc.approved')], 'c5'),
    ];
    renderWithProviders(<AuditLogTable />, { mocks });
    await screen.findByText('deposit.rejected');
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'User email' }), { target: { value: ' john@example.com ' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'kyc.approved' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('kyc.approved')).toBeInTheDocument();
    expect(screen.queryByText('deposit.rejected')).not.toBeInTheDocument();
  });

  it('says why the server refused a filter, with Retry', async () => {
    const refused = {
      request: { query: AdminAuditLogDocument, variables: { first: 50, ...NONE } },
      result: { errors: [new GraphQLError('No user has this user id.', { extensions: { code: 'BAD_USER_INPUT' } })] },
    };
    renderWithProviders(<AuditLogTable />, { mocks: [ACTIONS, refused] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No user has this user id.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(<AuditLogTable />, { mocks: [ACTIONS, page({}, [], null)] });
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
  });
});
