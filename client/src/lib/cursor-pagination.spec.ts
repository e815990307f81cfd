import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { createCache } from './apollo';

const USERS = gql`
  query Users($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      nodes {
        id
        email
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const ACTIVITY = gql`
  query Activity($first: Int, $after: String) {
    myActivity(first: $first, after: $after) {
      id
      kind
    }
  }
`;

const TRANSACTIONS = gql`
  query History($kind: TransactionFilter!, $first: Int!, $after: String) {
    transactions(kind: $kind, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;

const user = (id: string) => ({ __typename: 'AdminUser', id, email: `${id}@x.io` });
const usersPage = (ids: string[], endCursor: string | null, hasNextPage: boolean) => ({
  adminUsers: {
    __typename: 'AdminUserConnection',
    nodes: ids.map(user),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
  },
});
type UsersData = ReturnType<typeof usersPage>;

function usersIn(cache: ReturnType<typeof createCache>, variables: Record<string, unknown>) {
  const data = cache.readQuery<UsersData>({ query: USERS, variables });
  return data && { ids: data.adminUsers.nodes.map((node) => node.id), pageInfo: data.adminUsers.pageInfo };
}

describe('cursorPagination', () => {
  it('appends the page after the cursor, keeping a row the next page repeats once, with the newest pageInfo', () => {
    const cache = createCache();
    cache.writeQuery({ query: USERS, variables: { search: null, first: 2 }, data: usersPage(['u3', 'u2'], 'c2', true) });
    cache.writeQuery({ query: USERS, variables: { search: null, first: 2, after: 'c2' }, data: usersPage(['u2', 'u1'], 'c1', false) });

    expect(usersIn(cache, { search: null, first: 2 })).toEqual({
      ids: ['u3', 'u2', 'u1'],
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
    });
  });

  it('keeps lists of other filters and other page sizes apart', () => {
    const cache = createCache();
    cache.writeQuery({ query: USERS, variables: { search: null, first: 2 }, data: usersPage(['u3', 'u2'], 'c2', true) });
    cache.writeQuery({ query: USERS, variables: { search: 'ann', first: 2 }, data: usersPage(['u9'], 'c9', false) });
    cache.writeQuery({ query: USERS, variables: { search: 'ann', first: 2, after: 'c9' }, data: usersPage(['u8'], null, false) });
    cache.writeQuery({ query: USERS, variables: { search: null, first: 4 }, data: usersPage(['u3'], 'c3', false) });

    expect(usersIn(cache, { search: null, first: 2 })?.ids).toEqual(['u3', 'u2']);
    expect(usersIn(cache, { search: 'ann', first: 2 })?.ids).toEqual(['u9', 'u8']);
    expect(usersIn(cache, { search: null, first: 4 })?.ids).toEqual(['u3']);
  });

  it('starts the list again from a page asked without a cursor (a refetch)', () => {
    const cache = createCache();
    cache.writeQuery({ query: USERS, variables: { search: null, first: 2 }, data: usersPage(['u3', 'u2'], 'c2', true) });
    cache.writeQuery({ query: USERS, variables: { search: null, first: 2, after: 'c2' }, data: usersPage(['u1'], null, false) });
    cache.writeQuery({ query: USERS, variables: { search: null, first: 2 }, data: usersPage(['u4', 'u3'], 'c3', true) });

    expect(usersIn(cache, { search: null, first: 2 })).toEqual({
      ids: ['u4', 'u3'],
      pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'c3' },
    });
  });

  it('pages a plain list the same way', () => {
    const cache = createCache();
    const events = (ids: string[]) => ({ myActivity: ids.map((id) => ({ __typename: 'ActivityEvent', id, kind: 'sign_in' })) });
    cache.writeQuery({ query: ACTIVITY, variables: { first: 2 }, data: events(['e3', 'e2']) });
    cache.writeQuery({ query: ACTIVITY, variables: { first: 2, after: 'e2' }, data: events(['e2', 'e1']) });
    expect(cache.readQuery<ReturnType<typeof events>>({ query: ACTIVITY, variables: { first: 2 } })?.myActivity.map((e) => e.id)).toEqual(['e3', 'e2', 'e1']);

    cache.writeQuery({ query: ACTIVITY, variables: { first: 2 }, data: events(['e4', 'e3']) });
    expect(cache.readQuery<ReturnType<typeof events>>({ query: ACTIVITY, variables: { first: 2 } })?.myActivity.map((e) => e.id)).toEqual(['e4', 'e3']);
  });
});

describe('transactions (relayStylePagination)', () => {
  const page = (ids: string[], hasNextPage: boolean, totalCount: number) => ({
    transactions: {
      __typename: 'TransactionConnection',
      edges: ids.map((id) => ({ __typename: 'TransactionEdge', cursor: `c${id}`, node: { __typename: 'Transaction', id } })),
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${ids.at(-1)}` },
      totalCount,
    },
  });
  type Page = ReturnType<typeof page>;
  const ids = (cache: ReturnType<typeof createCache>, variables: Record<string, unknown>) =>
    cache.readQuery<Page>({ query: TRANSACTIONS, variables })?.transactions.edges.map((edge) => edge.node.id);

  it('appends pages per tab and page size, and a first page starts the list again', () => {
    const cache = createCache();
    cache.writeQuery({ query: TRANSACTIONS, variables: { kind: 'ALL', first: 2 }, data: page(['5', '4'], true, 5) });
    cache.writeQuery({ query: TRANSACTIONS, variables: { kind: 'ALL', first: 2, after: 'c4' }, data: page(['3', '2'], true, 5) });
    cache.writeQuery({ query: TRANSACTIONS, variables: { kind: 'DEPOSITS', first: 2 }, data: page(['4'], false, 1) });
    // The dashboard card asks for the newest few: another list, not the first rows of the history.
    cache.writeQuery({ query: TRANSACTIONS, variables: { kind: 'ALL', first: 4 }, data: page(['5', '4', '3', '2'], true, 5) });

    expect(ids(cache, { kind: 'ALL', first: 2 })).toEqual(['5', '4', '3', '2']);
    expect(cache.readQuery<Page>({ query: TRANSACTIONS, variables: { kind: 'ALL', first: 2 } })?.transactions.pageInfo.endCursor).toBe('c2');
    expect(ids(cache, { kind: 'DEPOSITS', first: 2 })).toEqual(['4']);
    expect(ids(cache, { kind: 'ALL', first: 4 })).toEqual(['5', '4', '3', '2']);

    cache.writeQuery({ query: TRANSACTIONS, variables: { kind: 'ALL', first: 2 }, data: page(['6', '5'], true, 6) });
    expect(ids(cache, { kind: 'ALL', first: 2 })).toEqual(['6', '5']);
    expect(cache.readQuery<Page>({ query: TRANSACTIONS, variables: { kind: 'ALL', first: 2 } })?.transactions.totalCount).toBe(6);
  });
});
