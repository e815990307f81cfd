import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminUsersDocument, type AdminUserFieldsFragment } from '../../../gql/generated';
import { renderWithProviders } from '../../../test/render';
import { AdminUsersTable } from './admin-users-table';

function user(id: string, email: string, frozen = false): AdminUserFieldsFragment & { __typename: 'AdminUser' } {
  return {
    __typename: 'AdminUser',
    id,
    email,
    username: `u${id}`,
    fullname: `User ${id}`,
    regId: `10000000${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    kycStatus: 'NONE' as AdminUserFieldsFragment['kycStatus'],
    isAdmin: false,
    role: 'INVESTOR',
    twoFactorEnabled: false,
    frozen,
    frozenAt: null,
    frozenReason: null,
  };
}

function page(variables: Record<string, unknown>, nodes: unknown[], endCursor: string | null, hasNextPage = false) {
  return {
    request: { query: AdminUsersDocument, variables: { first: 50, search: null, ...variables } },
    result: { data: { adminUsers: { __typename: 'AdminUserConnection', nodes, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor } } } },
  };
}

describe('AdminUsersTable', () => {
  it('lists users with their status, links to their page and loads more', async () => {
    const mocks = [page({}, [user('2', 'two@example.com', true)], 'c2', true), page({ after: 'c2' }, [user('1', 'one@example.com')], 'c1')];
    renderWithProviders(<AdminUsersTable search="" term="" onSearchChange={() => undefined} />, { mocks });
    const table = await screen.findByRole('table', { name: 'Users' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('two@example.com');
    // Left to right on an Arabic page too: the email is isolated from the words around it.
    expect(within(first).getByText('two@example.com').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(within(first).getByText('u2').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(within(first).getByText('100000002').closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(first).toHaveTextContent('Frozen');
    expect(within(first).getByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/admin/users/2');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('one@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks with the trimmed term and says when nothing matches', async () => {
    renderWithProviders(<AdminUsersTable search="  nobody " term="  nobody " onSearchChange={() => undefined} />, {
      mocks: [page({ search: 'nobody' }, [], null)],
    });
    expect(await screen.findByText('No user matches this search.')).toBeInTheDocument();
  });

  it('keeps a row the next page repeats once', async () => {
    const mocks = [page({}, [user('2', 'a@x.io')], 'c2', true), page({ after: 'c2' }, [user('2', 'a@x.io'), user('1', 'b@x.io')], 'c1')];
    renderWithProviders(<AdminUsersTable search="" term="" onSearchChange={() => undefined} />, { mocks });
    const table = await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('b@x.io')).toBeInTheDocument();
    expect(within(table).getAllByText('a@x.io')).toHaveLength(1);
  });
});
