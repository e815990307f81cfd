import { NetworkStatus } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAdminContactMessagesQuery, useMarkContactMessageHandledMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

export const CONTACT_PAGE_SIZE = 20;

export type ContactFilter = 'unhandled' | 'handled' | 'all';

const HANDLED: Record<ContactFilter, boolean | null> = { unhandled: false, handled: true, all: null };

interface Page<Node extends { id: string }> {
  nodes: Node[];
}

/** The next page after the ones shown, keeping a message already shown once (new messages shift the pages). */
function appendPage<Node extends { id: string }, P extends Page<Node>>(previous: P, next: P): P {
  const seen = new Set(previous.nodes.map((node) => node.id));
  return { ...next, nodes: [...previous.nodes, ...next.nodes.filter((node) => !seen.has(node.id))] };
}

/** Contact-form messages newest first under a handled filter: rows, states, reload and 'Load more'. */
export function useContactMessages(filter: ContactFilter) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-contact');
  const { data, error, networkStatus, refetch, fetchMore } = useAdminContactMessagesQuery({
    variables: { first: CONTACT_PAGE_SIZE, handled: HANDLED[filter] },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.contactMessages;
  return {
    rows: connection?.nodes ?? [],
    loading: !connection && !error,
    failed: error !== undefined && !connection,
    refreshing: connection !== undefined && (networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.setVariables),
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    reload: () => refetch().catch(() => undefined),
    loadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (!after) return;
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          contactMessages: appendPage(previous.contactMessages, fetchMoreResult.contactMessages),
        }),
      }).catch(() => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }));
    },
  };
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
