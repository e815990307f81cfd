import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useAdminMailMessageQuery, useAdminMailOutboxQuery } from '../../../gql/generated';
import { errorCodeOf } from '../../../lib/apollo';

export const OUTBOX_PAGE_SIZE = 50;
export const OUTBOX_STATUSES = ['queued', 'stored', 'sent', 'failed', 'dead'] as const;
export type OutboxStatusFilter = (typeof OUTBOX_STATUSES)[number] | '';

/**
 * The outbox newest first, one page at a time: 'Older' follows the page's endCursor, 'Newer' goes back
 * through the cursors already used, so page 2,000 of 100,000 rows is one indexed query like page 1 and
 * the page never holds more than one page of rows.
 */
export function useMailOutbox(status: OutboxStatusFilter) {
  const [trail, setTrail] = useState<{ status: OutboxStatusFilter; cursors: string[] }>({ status, cursors: [] });
  // A new filter starts again from the newest page.
  const cursors = trail.status === status ? trail.cursors : [];
  const after = cursors.at(-1) ?? null;
  const { data, previousData, error, networkStatus, refetch } = useAdminMailOutboxQuery({
    variables: { first: OUTBOX_PAGE_SIZE, after, status: status || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.mailOutboxMessages ?? previousData?.mailOutboxMessages;
  return {
    rows: connection?.nodes ?? [],
    page: cursors.length + 1,
    loading: !connection && !error,
    failed: error !== undefined && !data,
    refreshing: connection !== undefined && networkStatus !== NetworkStatus.ready && networkStatus !== NetworkStatus.error,
    hasOlder: (data?.mailOutboxMessages.pageInfo.hasNextPage ?? false) && networkStatus === NetworkStatus.ready,
    hasNewer: cursors.length > 0,
    older: () => {
      const end = data?.mailOutboxMessages.pageInfo.endCursor;
      if (end) setTrail({ status, cursors: [...cursors, end] });
    },
    newer: () => setTrail({ status, cursors: cursors.slice(0, -1) }),
    newest: () => setTrail({ status, cursors: [] }),
    reload: () => refetch().catch(() => undefined),
  };
}

/** One outbox message with its text; `notFound` when no message has the id (or it is malformed). */
export function useMailMessage(id: string) {
  const { data, error, loading, refetch } = useAdminMailMessageQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const code = errorCodeOf(error);
  return {
    message: data?.mailOutboxMessage ?? null,
    loading: loading && !data,
    notFound: code === 'NOT_FOUND' || code === 'BAD_USER_INPUT',
    failed: error !== undefined && !data,
    reload: () => refetch().catch(() => undefined),
  };
}
