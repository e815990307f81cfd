import { useRef, useState } from 'react';
import { NetworkStatus, type OperationVariables, type QueryResult } from '@apollo/client';

/** A list as one page of it reads: the rows so far and where the next page starts. */
export interface CursorConnection<Row> {
  nodes: readonly Row[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export interface CursorPagesOptions {
  /** Shows the rows of the previous variables (a former search) while the new ones load. */
  keepPrevious?: boolean;
  /** Told when a next page cannot be loaded (the rows shown stay); without it `loadMore` rejects. */
  onLoadMoreError?: (error: unknown) => void;
}

/**
 * One paged list read through a generated query hook: its rows, states, 'Load more' and reload.
 * The query asks for the first page; `loadMore` asks for the page after `pageInfo.endCursor` and
 * the field's policy in lib/apollo.ts (`cursorPagination`) appends it in the cache. New variables
 * (a filter, a search) are another list in the cache, read from its first page.
 *
 * `connectionOf` reads the list out of the query's data, usually `(data) => data.field`.
 * `loadMore` resolves with the page it fetched (undefined when there was none to fetch, or it failed
 * and `onLoadMoreError` was told).
 */
export function useCursorPages<TData, TVariables extends OperationVariables, C extends CursorConnection<unknown>>(
  query: QueryResult<TData, TVariables>,
  connectionOf: (data: TData) => C,
  { keepPrevious = false, onLoadMoreError }: CursorPagesOptions = {},
) {
  const { data, previousData, error, networkStatus, fetchMore, refetch } = query;
  const [loadingMore, setLoadingMore] = useState(false);
  // A second click before the first page arrives asks for nothing (the cursor is the same).
  const inFlight = useRef(false);
  const shown = data ?? (keepPrevious ? previousData : undefined);
  const connection = shown === undefined ? undefined : connectionOf(shown);

  const loadMore = async (): Promise<TData | undefined> => {
    const after = connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    if (!after || inFlight.current) return undefined;
    inFlight.current = true;
    setLoadingMore(true);
    try {
      const { data: page } = await fetchMore({ variables: { after } as unknown as Partial<TVariables> });
      return page;
    } catch (caught) {
      if (!onLoadMoreError) throw caught;
      onLoadMoreError(caught);
      return undefined;
    } finally {
      inFlight.current = false;
      setLoadingMore(false);
    }
  };

  return {
    /** The list as the query last read it (the previous variables' while new ones load, with `keepPrevious`). */
    connection,
    rows: (connection?.nodes ?? []) as C['nodes'],
    /** Nothing to show yet, and no error. */
    loading: connection === undefined && error === undefined,
    /** The list of the current variables could not be loaded (rows of earlier ones may still show, with `keepPrevious`). */
    failed: error !== undefined && data === undefined,
    /** Rows are shown while they are read again (a reload, or new variables). */
    refreshing: connection !== undefined && (networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.setVariables),
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadingMore,
    loadMore,
    /** Reads the list again from its first page; a failure shows as the query's error. */
    reload: () =>
      refetch().then(
        () => undefined,
        () => undefined,
      ),
  };
}
