import { ApolloClient, ApolloLink, InMemoryCache, Observable, from, split } from '@apollo/client';
import type { FetchResult, FieldPolicy, NormalizedCacheObject, Reference, StoreObject } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition, relayStylePagination } from '@apollo/client/utilities';
import type { Client as WsClient } from 'graphql-ws';
import createUploadLink from 'apollo-upload-client/createUploadLink.mjs';
import { createCsrfTokenStore, type CsrfTokenStore } from './csrf';
import { uploadFetch } from './upload-fetch';
import { errorText } from './error-text';
import { graphQLErrorsOf, type FormattedError } from './graphql-errors';

export { graphQLErrorsOf };

export const GRAPHQL_PATH = '/graphql';

/** Codes the server writes into `extensions.code`. */
export type ServerErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'INSUFFICIENT_FUNDS' | 'RATE_LIMITED';

export function errorCodeOf(error: unknown): ServerErrorCode | undefined {
  const code = graphQLErrorsOf(error).find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return code as ServerErrorCode | undefined;
}

/**
 * The message to show for a failed operation, in the reader's language: the text of the server's
 * code (lib/error-text.ts), the server's own words when we have none, otherwise `fallback` (or
 * `networkFallback` when the request never got an answer).
 */
export function errorMessageOf(error: unknown, fallback: string, networkFallback?: string): string {
  return errorText(error, fallback, networkFallback);
}

function isCsrfRejection(errors: readonly FormattedError[]): boolean {
  return errors.some((e) => e.extensions?.code === 'FORBIDDEN' && e.extensions?.reason === 'CSRF');
}

/**
 * Adds `X-CSRF-Token` and `apollo-require-preflight` to every request. When the server
 * rejects the token (FORBIDDEN for the reason CSRF, e.g. after the session rotated) the token is
 * fetched again and the operation retried once.
 */
export function createCsrfLink(tokens: CsrfTokenStore): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<FetchResult>((observer) => {
        let closed = false;
        let subscription: { unsubscribe(): void } | undefined;

        const attempt = (isRetry: boolean) => {
          tokens
            .get()
            .then((token) => {
              if (closed) return;
              operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
                headers: { ...headers, 'X-CSRF-Token': token, 'apollo-require-preflight': 'true' },
              }));
              let abandoned = false;
              const retry = () => {
                abandoned = true;
                subscription?.unsubscribe();
                tokens.invalidate();
                attempt(true);
              };
              subscription = forward(operation).subscribe({
                next: (result) => {
                  if (!isRetry && isCsrfRejection(result.errors ?? [])) retry();
                  else observer.next(result);
                },
                error: (error: unknown) => {
                  if (!isRetry && isCsrfRejection(graphQLErrorsOf(error))) retry();
                  else observer.error(error);
                },
                complete: () => {
                  if (!abandoned) observer.complete();
                },
              });
            })
            .catch((error: unknown) => {
              if (!closed) observer.error(error);
            });
        };

        attempt(false);
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

/** The rows of a cursor-paged field as the cache holds them (references to normalized rows, or the rows). */
type CachedRows = ReadonlyArray<Reference | StoreObject>;

/** A paged field's value: a `{ nodes, pageInfo, ... }` connection, or a plain list whose cursor is its last row's id. */
export type CursorPaged = CachedRows | { nodes: CachedRows; pageInfo?: unknown };

/**
 * The field policy of a list paged by an `after` cursor whose value is `{ nodes, pageInfo }` (or a
 * plain list). Apollo's relayStylePagination reads `edges` with a cursor on each, which these
 * connections have not, hence this one. `keyArgs` names every argument except `after`: lists asked
 * with other filters (or another page size, like a dashboard card's first 4) are kept apart and
 * never mix. A page asked without `after` (the first load, a refetch, new filters) starts the list
 * again; a page asked with `after` is appended, skipping rows already listed (a row decided or
 * added meanwhile can shift the pages).
 */
export function cursorPagination(keyArgs: string[]): FieldPolicy<CursorPaged> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const rowsOf = (value: CursorPaged): CachedRows => (isRowList(value) ? value : value.nodes);
      const seen = new Set(rowsOf(existing).map((row) => readField('id', row)));
      const rows = [...rowsOf(existing), ...rowsOf(incoming).filter((row) => !seen.has(readField('id', row)))];
      return isRowList(incoming) ? rows : { ...incoming, nodes: rows };
    },
  };
}

function isRowList(value: CursorPaged): value is CachedRows {
  return Array.isArray(value);
}

/**
 * The cache the client and the tests use. Each paged list's field policy; `transactions` has
 * relay edges with cursors, so Apollo's own relayStylePagination serves it. The mail outbox is
 * left out on purpose: it shows one page at a time (Older / Newer), so its pages must not merge.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          transactions: relayStylePagination(['kind', 'search', 'first']),
          myActivity: cursorPagination(['first']),
          auditLog: cursorPagination(['action', 'actorId', 'userId', 'first']),
          adminDeposits: cursorPagination(['status', 'first']),
          adminWithdrawals: cursorPagination(['status', 'first']),
          adminUsers: cursorPagination(['search', 'first']),
          kycRequests: cursorPagination(['status', 'first']),
          contactMessages: cursorPagination(['handled', 'first']),
          webhookDeliveries: cursorPagination(['endpointId', 'first']),
        },
      },
    },
  });
}

export interface CreateApolloClientOptions {
  /** Called when the server answers UNAUTHENTICATED while the user is in a signed-in area. */
  onUnauthenticated: () => void;
  csrfTokens?: CsrfTokenStore;
  fetch?: typeof fetch;
  /** graphql-ws client for subscriptions (see lib/live-socket.ts); without it only HTTP is used. */
  socket?: WsClient;
}

const SIGNED_IN_AREA = /^\/(user|admin)(\/|$)/;

export function createApolloClient({
  onUnauthenticated,
  csrfTokens = createCsrfTokenStore(),
  fetch: fetchImpl,
  socket,
}: CreateApolloClientOptions): ApolloClient<NormalizedCacheObject> {
  // Every other error is shown by the hook that made the call, with its own fallback text.
  const errorLink = onError((response) => {
    const errors = [...(response.graphQLErrors ?? []), ...graphQLErrorsOf(response.networkError)];
    const unauthenticated = errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated && SIGNED_IN_AREA.test(window.location.pathname)) onUnauthenticated();
  });

  // uploadFetch reports upload progress to operations that pass `fetchOptions.onProgress`.
  const uploadLink = createUploadLink({
    uri: GRAPHQL_PATH,
    credentials: 'include',
    fetch: fetchImpl ?? uploadFetch,
  });

  const httpLink = from([errorLink, createCsrfLink(csrfTokens), uploadLink]);
  // Subscriptions go over the WebSocket (signed in by the session cookie); the rest over HTTP.
  const link = socket
    ? split(
        ({ query }) => {
          const definition = getMainDefinition(query);
          return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
        },
        from([errorLink, new GraphQLWsLink(socket)]),
        httpLink,
      )
    : httpLink;

  return new ApolloClient({
    link,
    cache: createCache(),
  });
}
