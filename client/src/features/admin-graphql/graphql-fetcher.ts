import { createCsrfTokenStore, type CsrfTokenStore } from '../../lib/csrf';

export interface GraphqlRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** The API refuses a stale token with the domain code CSRF (extensions.reason), whatever the HTTP status. */
const refusedForCsrf = (body: unknown) =>
  Array.isArray((body as { errors?: unknown } | null)?.errors) &&
  (body as { errors: Array<{ extensions?: { reason?: unknown } }> }).errors.some((error) => error.extensions?.reason === 'CSRF');

/**
 * What the IDE sends to /graphql: the session cookie (same origin) and the CSRF token the API asks
 * of every mutation, fetched once and again if the session's token changed. Headers typed in the
 * IDE's header editor go along too.
 */
export function createGraphqlFetcher(csrfTokens: CsrfTokenStore = createCsrfTokenStore(), fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const send = async (request: GraphqlRequest, headers: Record<string, string>) => {
    const response = await fetchImpl('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers, 'X-CSRF-Token': await csrfTokens.get() },
      body: JSON.stringify(request),
    });
    return { status: response.status, body: (await response.json().catch(() => ({ errors: [{ message: `HTTP ${response.status}` }] }))) as unknown };
  };

  return async (request: GraphqlRequest, options?: { headers?: Record<string, unknown> }) => {
    const headers = Object.fromEntries(Object.entries(options?.headers ?? {}).map(([name, value]) => [name, String(value)]));
    const first = await send(request, headers);
    if (!refusedForCsrf(first.body)) return first.body as Record<string, unknown>;
    csrfTokens.invalidate();
    return (await send(request, headers)).body as Record<string, unknown>;
  };
}
