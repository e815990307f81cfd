import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAdminUsersQuery } from '../../../gql/generated';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const USERS_PAGE_SIZE = 50;

/** Users newest first, those matching `search` when it is not blank: rows, states and 'Load more'. */
export function useAdminUsers(search: string) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-users');
  const term = search.trim();
  const query = useAdminUsersQuery({
    variables: { first: USERS_PAGE_SIZE, search: term || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { rows, loading, refreshing, failed, hasMore, loadingMore, reload, loadMore } = useCursorPages(query, (data) => data.adminUsers, {
    onLoadMoreError: () => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }),
  });
  return { rows, loading, refreshing, failed, hasMore, loadingMore, reload, loadMore: () => void loadMore() };
}
