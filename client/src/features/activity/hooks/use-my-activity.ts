import { useState } from 'react';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { useMyActivityQuery } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const ACTIVITY_PAGE_SIZE = 20;

/**
 * The account's events, newest first, a page at a time: Load more asks for the events after the
 * last one shown. A page shorter than the page size is the last one.
 */
export function useMyActivity() {
  const query = useMyActivityQuery({
    variables: { first: ACTIVITY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // The length the list had when a short page said there is no more; a refetch (after ending a
  // session, say) starts again from the first page, whose length differs, so Load more returns.
  const [endLength, setEndLength] = useState<number | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  // The list is a plain array; its cursor is the last event's id.
  const pages = useCursorPages(
    query,
    (data) => ({
      nodes: data.myActivity,
      pageInfo: { hasNextPage: data.myActivity.length >= ACTIVITY_PAGE_SIZE && data.myActivity.length !== endLength, endCursor: data.myActivity.at(-1)?.id },
    }),
    {
      onLoadMoreError: (e) =>
        enqueueSnackbar(errorMessageOf(e, i18next.t('activity.loadMoreFailed', { ns: 'history' }), i18next.t('networkError', { ns: 'history' })), {
          variant: 'error',
        }),
    },
  );

  const loadMore = async () => {
    const shown = pages.rows.length;
    const more = await pages.loadMore();
    if (more && more.myActivity.length < ACTIVITY_PAGE_SIZE) setEndLength(shown + more.myActivity.length);
  };

  return {
    events: query.data?.myActivity,
    loading: query.loading,
    error: query.error,
    hasMore: pages.hasMore,
    loadMore,
    loadingMore: pages.loadingMore,
    reload: pages.reload,
  };
}
