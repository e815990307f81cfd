import { useState } from 'react';
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
  const [exhausted, setExhausted] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const events = data?.myActivity;

  const loadMore = async () => {
    const last = events?.at(-1);
    if (!last || loadingMore) return;
    setLoadingMore(true);
    try {
      const { data: more } = await fetchMore({
        variables: { after: last.id },
        updateQuery: (previous, { fetchMoreResult }) => ({
          myActivity: [...previous.myActivity, ...fetchMoreResult.myActivity.filter((e) => !previous.myActivity.some((p) => p.id === e.id))],
        }),
      });
      if (more.myActivity.length < ACTIVITY_PAGE_SIZE) setExhausted(true);
    } catch (e) {
      enqueueSnackbar(errorMessageOf(e, 'Could not load more activity', 'Network error'), { variant: 'error' });
    } finally {
      setLoadingMore(false);
    }
  };

  const reload = async () => {
    setExhausted(false);
    await refetch({ first: ACTIVITY_PAGE_SIZE, after: null }).catch(() => undefined);
  };

  return {
    events,
    loading,
    error,
    hasMore: !!events && !exhausted && events.length >= ACTIVITY_PAGE_SIZE,
    loadMore,
    loadingMore,
    reload,
  };
}
