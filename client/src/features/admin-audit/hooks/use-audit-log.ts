import { NetworkStatus } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAdminAuditLogQuery } from '../../../gql/generated';
import { graphQLErrorText } from '../../../lib/error-text';
import { appendPage, filterVariables, type AuditFilters } from '../utils/audit-entries';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log newest first under the given filters: rows, states, reload and 'Load more'. */
export function useAuditLog(filters: AuditFilters) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-audit');
  const { data, error, networkStatus, refetch, fetchMore } = useAdminAuditLogQuery({
    variables: { first: AUDIT_PAGE_SIZE, ...filterVariables(filters) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.auditLog;
  // A refused filter (BAD_USER_INPUT: an id that names nobody, say) is told by its code in the reader's language.
  const refused = error?.graphQLErrors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  const refusal = refused ? graphQLErrorText(refused) : null;
  return {
    rows: connection?.nodes ?? [],
    loading: !connection && !error,
    refreshing: connection !== undefined && (networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.setVariables),
    failed: error !== undefined && (!connection || refusal !== null),
    refusal,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    reload: () => refetch().catch(() => undefined),
    loadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (!after) return;
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, auditLog: appendPage(previous.auditLog, fetchMoreResult.auditLog) }),
      }).catch(() => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }));
    },
  };
}
