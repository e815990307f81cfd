import { NetworkStatus, type QueryResult } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { appendNodes, pendingRows, type PendingConnection } from '../utils/pending-list';

export const ADMIN_PAGE_SIZE = 20;

/** The query options of an admin queue: the first page, kept fresh, its refetches and pages shown. */
export const PENDING_QUEUE_OPTIONS = {
  variables: { first: ADMIN_PAGE_SIZE },
  fetchPolicy: 'cache-and-network',
  notifyOnNetworkStatusChange: true,
} as const;

/**
 * A paged list of pending payments as the admin queue table takes it: rows, count, states,
 * reload and 'Load more'. `field` names the list in the query's data (adminDeposits...).
 */
export function usePendingQueue<Q, V extends { after?: string | null }, K extends keyof Q>(query: QueryResult<Q, V>, field: K) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin');
  const { data, error, networkStatus, refetch, fetchMore } = query;
  const connection = data?.[field] as PendingConnection | undefined;
  const { rows, total } = pendingRows(connection);
  return {
    rows,
    total,
    loading: !connection && !error,
    refreshing: connection !== undefined && networkStatus === NetworkStatus.refetch,
    failed: !connection && error !== undefined,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    onReload: () => refetch().catch(() => undefined),
    onLoadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (!after) return;
      fetchMore({
        variables: { after } as Partial<V>,
        updateQuery: (previous, { fetchMoreResult }) => {
          const [listed, next] = [previous as Q, fetchMoreResult as Q];
          return { ...listed, [field]: appendNodes(listed[field] as PendingConnection, next[field] as PendingConnection) } as typeof previous;
        },
      }).catch(() => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }));
    },
  };
}
