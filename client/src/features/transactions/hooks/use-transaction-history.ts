import { NetworkStatus } from '@apollo/client';
import { useTransactionsQuery, type TransactionFilter, type TransactionsQuery } from '../../../gql/generated';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** Appends the next page, skipping rows already shown (a row could shift pages meanwhile). */
export function appendTransactionsPage(previous: TransactionsQuery, next: TransactionsQuery | undefined): TransactionsQuery {
  if (!next) return previous;
  const seen = new Set(previous.transactions.edges.map((edge) => edge.node.id));
  return {
    transactions: {
      ...next.transactions,
      edges: [...previous.transactions.edges, ...next.transactions.edges.filter((edge) => !seen.has(edge.node.id))],
    },
  };
}

/** One history list (newest first), searched by the server, a page at a time. */
export function useTransactionHistory(filter: TransactionFilter, search: string) {
  const term = search.trim();
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useTransactionsQuery({
    variables: { filter, first: TRANSACTIONS_PAGE_SIZE, ...(term ? { search: term } : {}) },
    // Show what the cache has at once and refresh it: a new deposit appears on arrival.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While a new search loads, the previous rows stay (under a progress bar) instead of flashing.
  const connection = (data ?? previousData)?.transactions;

  const loadMore = async () => {
    if (!connection?.pageInfo.hasNextPage) return;
    await fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => appendTransactionsPage(previous, fetchMoreResult),
    });
  };

  return {
    transactions: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    hasData: connection !== undefined,
    /** The current list could not be loaded (rows of an earlier search may still show). */
    failed: error !== undefined && data === undefined,
    loading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    refreshing: networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.poll,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore,
    retry: () => refetch().catch(() => undefined),
  };
}
