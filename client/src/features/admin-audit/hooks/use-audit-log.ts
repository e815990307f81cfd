import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAdminAuditLogQuery } from '../../../gql/generated';
import { graphQLErrorText } from '../../../lib/error-text';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { filterVariables, type AuditFilters } from '../utils/audit-entries';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log newest first under the given filters: rows, states, reload and 'Load more'. */
export function useAuditLog(filters: AuditFilters) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-audit');
  const query = useAdminAuditLogQuery({
    variables: { first: AUDIT_PAGE_SIZE, ...filterVariables(filters) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const pages = useCursorPages(query, (data) => data.auditLog, {
    onLoadMoreError: () => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }),
  });
  // A refused filter (BAD_USER_INPUT: an id that names nobody, say) is told by its code in the reader's language.
  const refused = query.error?.graphQLErrors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  const refusal = refused ? graphQLErrorText(refused) : null;
  return {
    rows: pages.rows,
    loading: pages.loading,
    refreshing: pages.refreshing,
    failed: pages.failed || refusal !== null,
    refusal,
    hasMore: pages.hasMore,
    loadingMore: pages.loadingMore,
    reload: pages.reload,
    loadMore: () => void pages.loadMore(),
  };
}
