import type { QueryResult } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { pendingRows, type PendingConnection } from '../utils/pending-list';

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
  const pages = useCursorPages(query, (data) => data[field] as PendingConnection, {
    onLoadMoreError: () => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }),
  });
  const { rows, total } = pendingRows(pages.connection);
  return {
    rows,
    total,
    loading: pages.loading,
    refreshing: pages.refreshing,
    failed: pages.failed,
    hasMore: pages.hasMore,
    loadingMore: pages.loadingMore,
    onReload: pages.reload,
    onLoadMore: () => void pages.loadMore(),
  };
}
