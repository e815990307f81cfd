import { useState } from 'react';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { useMyActivityQuery } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

export const ACTIVITY_PAGE_SIZE = 20;

/**
 * The account's events, newest first, a page at a time: Load more asks for the events after the
 * last one shown. A page shorter than the page size is the last one.
 */
export function useMyActivity() {
  const { data, loading, error, fetchMore, refetch } = useMyActivityQuery({
    variables: { first: ACTIVITY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  // The length the list had when a short page said there is no more; a refetch (after ending a
  // session, say) starts again from the first page, whose length differs, so Load more returns.
  const [endLength, setEndLength] = useState<number | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const events = data?.myActivity;

  const loadMore = async () => {
    const last = events?.at(-1);
    if (!events || !last || loadingMore) return;
    const shown = events.length;
    setLoadingMore(true);
    try {
      const { data: more } = await fetchMore({
        variables: { after: last.id },
        updateQuery: (previous, { fetchMoreResult }) => ({
          myActivity: [...previous.myActivity, ...fetchMoreResult.myActivity.filter((e) => !previous.myActivity.some((p) => p.id === e.id))],
        }),
      });
      if (more.myActivity.length < ACTIVITY_PAGE_SIZE) setEndLength(shown + more.myActivity.length);
    } catch (e) {
      enqueueSnackbar(errorMessageOf(e, i18next.t('activity.loadMoreFailed', { ns: 'history' }), i18next.t('networkError', { ns: 'history' })), {
        variant: 'error',
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const reload = async () => {
    await refetch({ first: ACTIVITY_PAGE_SIZE, after: null }).catch(() => undefined);
  };

  return {
    events,
    loading,
    error,
    hasMore: !!events && events.length >= ACTIVITY_PAGE_SIZE && events.length !== endLength,
    loadMore,
    loadingMore,
    reload,
  };
}
