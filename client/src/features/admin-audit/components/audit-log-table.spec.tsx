import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminAuditLogDocument, type AuditEntryFieldsFragment } from '../../../gql/generated';
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
  };
}

const NONE = { action: null, actorId: null, userId: null };

function page(variables: Record<string, unknown>, nodes: unknown[], endCursor: string | null, hasNextPage = false) {
  return {
    request: { query: AdminAuditLogDocument, variables: { first: 50, ...NONE, ...variables } },
    result: { data: { auditLog: { __typename: 'AuditConnection', nodes, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor } } } },
  };
}

describe('AuditLogTable', () => {
  it('lists entries with actor, amount and details, and loads more', async () => {
    const mocks = [
      page({}, [entry('2', 'deposit.rejected', '{"reason":"Blurry proof"}')], 'c2', true),
      page({ after: 'c2' }, [entry('1', 'deposit.submitted')], 'c1'),
    ];
    renderWithProviders(<AuditLogTable />, { mocks });
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('deposit.rejected');
    expect(first).toHaveTextContent('admin@example.com');
    expect(within(first).getByText('admin@example.com').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(within(first).getByText('a1').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(first).toHaveTextContent('1,250.50 USD');
    expect(first).toHaveTextContent('reason:Blurry proof');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('deposit.submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('checks ids before asking and applies the filters together', async () => {
    const mocks = [page({}, [entry('2', 'deposit.rejected')], 'c2'), page({ action: 'kyc.approved', userId: USER }, [entry('5', 'kyc.approved')], 'c5')];
    renderWithProviders(<AuditLogTable />, { mocks });
    await screen.findByText('deposit.rejected');
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'User id' }), { target: { value: 'nobody' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(within(form).getByText(/Enter a user id/)).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Action' }), { target: { value: 'kyc.approved' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'User id' }), { target: { value: ` ${USER} ` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('kyc.approved')).toBeInTheDocument();
    expect(screen.queryByText('deposit.rejected')).not.toBeInTheDocument();
  });

  it('says why the server refused a filter, with Retry', async () => {
    const refused = {
      request: { query: AdminAuditLogDocument, variables: { first: 50, ...NONE } },
      result: { errors: [new GraphQLError('No user has this user id.', { extensions: { code: 'BAD_USER_INPUT' } })] },
    };
    renderWithProviders(<AuditLogTable />, { mocks: [refused] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No user has this user id.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderWithProviders(<AuditLogTable />, { mocks: [page({}, [], null)] });
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
  });
});
