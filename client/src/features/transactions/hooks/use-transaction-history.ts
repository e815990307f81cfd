import { NetworkStatus } from '@apollo/client';
import { useTransactionsQuery, type TransactionFilter } from '../../../gql/generated';
import { useCursorPages } from '../../../lib/use-cursor-pages';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** One history list (newest first), searched by the server, a page at a time. */
export function useTransactionHistory(filter: TransactionFilter, search: string) {
  const term = search.trim();
  const query = useTransactionsQuery({
    variables: { filter, first: TRANSACTIONS_PAGE_SIZE, ...(term ? { search: term } : {}) },
    // Show what the cache has at once and refresh it: a new deposit appears on arrival.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While a new search loads, the previous rows stay (under a progress bar) instead of flashing.
  const pages = useCursorPages(query, (data) => ({ ...data.transactions, nodes: data.transactions.edges.map((edge) => edge.node) }), { keepPrevious: true });
  const { networkStatus } = query;

  return {
    transactions: pages.rows,
    totalCount: pages.connection?.totalCount ?? 0,
    hasMore: pages.hasMore,
    hasData: pages.connection !== undefined,
    /** The current list could not be loaded (rows of an earlier search may still show). */
    failed: pages.failed,
    loading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    refreshing: networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.poll,
    loadingMore: pages.loadingMore,
    /** Rejects when the page cannot be loaded (the list tells the reader). */
    loadMore: async () => {
      await pages.loadMore();
    },
    retry: pages.reload,
  };
}
