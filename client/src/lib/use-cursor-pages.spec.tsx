import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { AdminContactMessagesDocument, useAdminContactMessagesQuery } from '../gql/generated';
import { TestProviders } from '../test/render';
import { useCursorPages, type CursorPagesOptions } from './use-cursor-pages';

function message(id: string) {
  return {
    __typename: 'ContactMessage' as const,
    id,
    createdAt: '2026-11-20T10:00:00.000Z',
    fullname: `Sender ${id}`,
    email: `${id}@x.io`,
    subject: 'Hello',
    message: 'Text',
    userId: null,
    ip: null,
    handled: false,
    handledAt: null,
    handledById: null,
    handledByEmail: null,
  };
}

function page(variables: Record<string, unknown>, ids: string[], endCursor: string | null, hasNextPage: boolean): MockedResponse {
  return {
    request: { query: AdminContactMessagesDocument, variables: { first: 2, ...variables } },
    result: {
      data: {
        contactMessages: { __typename: 'ContactMessageConnection', nodes: ids.map(message), pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor } },
      },
    },
  };
}

function renderPages(mocks: MockedResponse[], handled: boolean | null = false, options?: CursorPagesOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders mocks={mocks}>{children}</TestProviders>;
  return renderHook(
    ({ handled: filter }: { handled: boolean | null }) =>
      useCursorPages(
        useAdminContactMessagesQuery({ variables: { first: 2, handled: filter }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true }),
        (data) => data.contactMessages,
        options,
      ),
    { wrapper, initialProps: { handled } },
  );
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('useCursorPages', () => {
  it('loads the first page, then each next one under it until there is no more', async () => {
    const { result } = renderPages([
      page({ handled: false }, ['m4', 'm3'], 'c3', true),
      page({ handled: false, after: 'c3' }, ['m3', 'm2'], 'c2', true),
      page({ handled: false, after: 'c2' }, ['m1'], 'c1', false),
    ]);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(ids(result.current.rows)).toEqual(['m4', 'm3']));
    expect(result.current).toMatchObject({ loading: false, failed: false, hasMore: true, loadingMore: false });

    let more: Promise<unknown> | undefined;
    act(() => {
      more = result.current.loadMore();
    });
    expect(result.current.loadingMore).toBe(true);
    await act(() => more);
    expect(ids(result.current.rows)).toEqual(['m4', 'm3', 'm2']);
    expect(result.current.loadingMore).toBe(false);

    await act(() => result.current.loadMore());
    // The merged page reaches the hook's rows on a later render under load: wait for it.
    await waitFor(() => expect(ids(result.current.rows)).toEqual(['m4', 'm3', 'm2', 'm1']));
    expect(result.current.hasMore).toBe(false);
    // No next page: nothing is asked (a request would find no mock and fail).
    await act(async () => expect(await result.current.loadMore()).toBeUndefined());
  });

  it('reads another filter from its first page and keeps each filter its own pages', async () => {
    const { result, rerender } = renderPages([
      page({ handled: false }, ['m4', 'm3'], 'c3', true),
      page({ handled: false, after: 'c3' }, ['m2'], null, false),
      page({ handled: true }, ['h9'], null, false),
    ]);
    await waitFor(() => expect(ids(result.current.rows)).toEqual(['m4', 'm3']));
    await act(() => result.current.loadMore());
    // The merged page reaches the hook's rows on a later render under load: wait for it.
    await waitFor(() => expect(ids(result.current.rows)).toEqual(['m4', 'm3', 'm2']));

    rerender({ handled: true });
    await waitFor(() => expect(ids(result.current.rows)).toEqual(['h9']));
    expect(result.current.hasMore).toBe(false);
  });

  it('reload starts again from the first page', async () => {
    const { result } = renderPages([
      page({ handled: false }, ['m4', 'm3'], 'c3', true),
      page({ handled: false, after: 'c3' }, ['m2'], null, false),
      page({ handled: false }, ['m5', 'm4'], 'c4', true),
    ]);
    await waitFor(() => expect(ids(result.current.rows)).toEqual(['m4', 'm3']));
    await act(() => result.current.loadMore());
    // The merged page reaches the hook's rows on a later render under load: wait for it.
    await waitFor(() => expect(ids(result.current.rows)).toEqual(['m4', 'm3', 'm2']));

    await act(() => result.current.reload());
    expect(ids(result.current.rows)).toEqual(['m5', 'm4']);
    expect(result.current.hasMore).toBe(true);
  });

  it('tells a page that fails to onLoadMoreError and keeps the rows shown, or rejects without it', async () => {
    const failing = (): MockedResponse => ({
      request: { query: AdminContactMessagesDocument, variables: { first: 2, handled: false, after: 'c3' } },
      error: new Error('down'),
    });
    const onLoadMoreError = vi.fn();
    const told = renderPages([page({ handled: false }, ['m4', 'm3'], 'c3', true), failing()], false, { onLoadMoreError });
    await waitFor(() => expect(told.result.current.hasMore).toBe(true));
    await act(async () => expect(await told.result.current.loadMore()).toBeUndefined());
    expect(onLoadMoreError).toHaveBeenCalledOnce();
    expect(ids(told.result.current.rows)).toEqual(['m4', 'm3']);
    expect(told.result.current).toMatchObject({ failed: false, loadingMore: false });

    const untold = renderPages([page({ handled: false }, ['m4', 'm3'], 'c3', true), failing()]);
    await waitFor(() => expect(untold.result.current.hasMore).toBe(true));
    await act(() => expect(untold.result.current.loadMore()).rejects.toThrow('down'));
  });

  it('says failed when the first page cannot be loaded', async () => {
    const { result } = renderPages([{ request: { query: AdminContactMessagesDocument, variables: { first: 2, handled: false } }, error: new Error('down') }]);
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toMatchObject({ loading: false, rows: [], hasMore: false });
  });
});
