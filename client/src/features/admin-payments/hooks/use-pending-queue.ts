import { NetworkStatus } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { pendingRows, type PendingConnection } from '../utils/pending-list';

export const ADMIN_PAGE_SIZE = 20;

interface PendingQuery<C extends PendingConnection> {
  connection: C | undefined;
  error: unknown;
  networkStatus: NetworkStatus;
  refetch: () => Promise<unknown>;
  /** Fetches the page after `cursor` and appends it to the cached list. */
  fetchPage: (cursor: string) => Promise<unknown>;
}

/** A paged list of pending payments as the admin queue table takes it: rows, count, states, reload, 'Load more'. */
export function usePendingQueue<C extends PendingConnection>({ connection, error, networkStatus, refetch, fetchPage }: PendingQuery<C>) {
  const { enqueueSnackbar } = useSnackbar();
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
      const cursor = connection?.pageInfo.endCursor;
      if (!cursor) return;
      fetchPage(cursor).catch(() => enqueueSnackbar('Something went wrong', { variant: 'error' }));
    },
  };
}
