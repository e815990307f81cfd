import type { AdminTransactionFieldsFragment } from '../../../gql/generated';

export interface PendingConnection {
  nodes: readonly AdminTransactionFieldsFragment[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * The rows still pending and their count. A decision updates the row's status in the cache
 * at once; the row leaves the table and the count drops without reloading the list.
 */
export function pendingRows(connection: PendingConnection | undefined) {
  const nodes = connection?.nodes ?? [];
  const rows = nodes.filter((node) => node.status === 'PENDING');
  return { rows, total: Math.max(0, (connection?.totalCount ?? 0) - (nodes.length - rows.length)) };
}
