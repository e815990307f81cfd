import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAdminContactMessagesQuery, useMarkContactMessageHandledMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const CONTACT_PAGE_SIZE = 20;

export type ContactFilter = 'unhandled' | 'handled' | 'all';

const HANDLED: Record<ContactFilter, boolean | null> = { unhandled: false, handled: true, all: null };

/** Contact-form messages newest first under a handled filter: rows, states, reload and 'Load more'. */
export function useContactMessages(filter: ContactFilter) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-contact');
  const query = useAdminContactMessagesQuery({
    variables: { first: CONTACT_PAGE_SIZE, handled: HANDLED[filter] },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { rows, loading, failed, refreshing, hasMore, loadingMore, reload, loadMore } = useCursorPages(query, (data) => data.contactMessages, {
    onLoadMoreError: () => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }),
  });
  return { rows, loading, failed, refreshing, hasMore, loadingMore, reload, loadMore: () => void loadMore() };
}

/** Marks a message handled; the lists are read again so an unhandled view drops it. */
export function useMarkContactMessageHandled() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-contact');
  const [mark, { loading }] = useMarkContactMessageHandledMutation({ refetchQueries: ['AdminContactMessages'] });
  return {
    marking: loading,
    markHandled: async (id: string) => {
      try {
        await mark({ variables: { id } });
        enqueueSnackbar(t('markedHandled'), { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessageOf(error, t('somethingWrong')), { variant: 'error' });
      }
    },
  };
}
