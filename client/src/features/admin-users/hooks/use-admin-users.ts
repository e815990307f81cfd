import { NetworkStatus } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAdminUsersQuery, type AdminUsersQuery } from '../../../gql/generated';

export const USERS_PAGE_SIZE = 50;

type Connection = AdminUsersQuery['adminUsers'];

/** The next page after the rows already shown (a row the server repeats is kept once). */
export function appendUsers(previous: Connection, next: Connection): Connection {
  const seen = new Set(previous.nodes.map((node) => node.id));
  return { ...next, nodes: [...previous.nodes, ...next.nodes.filter((node) => !seen.has(node.id))] };
}

/** Users newest first, those matching `search` when it is not blank: rows, states and 'Load more'. */
export function useAdminUsers(search: string) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-users');
  const term = search.trim();
  const { data, error, networkStatus, refetch, fetchMore } = useAdminUsersQuery({
    variables: { first: USERS_PAGE_SIZE, search: term || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.adminUsers;
  return {
    rows: connection?.nodes ?? [],
    loading: !connection && !error,
    refreshing: connection !== undefined && (networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.setVariables),
    failed: error !== undefined && !connection,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    reload: () => refetch().catch(() => undefined),
    loadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (!after) return;
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, adminUsers: appendUsers(previous.adminUsers, fetchMoreResult.adminUsers) }),
      }).catch(() => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }));
    },
  };
}
