import { describe, expect, it, vi } from 'vitest';
import { createGraphqlFetcher } from './graphql-fetcher';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function tokens(...values: string[]) {
  let i = 0;
  return { get: vi.fn(async () => values[Math.min(i, values.length - 1)]), invalidate: vi.fn(() => void i++) };
}

describe('createGraphqlFetcher', () => {
  it('sends the query with the session cookie, the CSRF token and the headers typed in the IDE', async () => {
    const fetchImpl = vi.fn(async () => json(200, { data: { me: { email: 'a@b.c' } } }));
    const fetcher = createGraphqlFetcher(tokens('t1'), fetchImpl as unknown as typeof fetch);

    const result = await fetcher({ query: '{ me { email } }', operationName: null }, { headers: { 'X-Trace': 7 } });

    expect(result).toEqual({ data: { me: { email: 'a@b.c' } } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'X-CSRF-Token': 't1', 'X-Trace': '7', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ query: '{ me { email } }', operationName: null });
  });

  it('fetches a fresh token once when the session refused the old one', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(
        json(200, { data: null, errors: [{ message: 'Invalid or missing CSRF token.', extensions: { code: 'FORBIDDEN', reason: 'CSRF' } }] }),
      )
      .mockResolvedValueOnce(json(200, { data: { ok: true } }));
    const store = tokens('old', 'new');
    const fetcher = createGraphqlFetcher(store, fetchImpl as unknown as typeof fetch);

    expect(await fetcher({ query: 'mutation { x }' })).toEqual({ data: { ok: true } });
    expect(store.invalidate).toHaveBeenCalledTimes(1);
    expect((fetchImpl.mock.calls[1][1] as RequestInit).headers).toMatchObject({ 'X-CSRF-Token': 'new' });
  });

  it('answers a response that is not JSON as a GraphQL error', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>', { status: 502 }));
    const fetcher = createGraphqlFetcher(tokens('t'), fetchImpl as unknown as typeof fetch);
    expect(await fetcher({ query: '{ me { id } }' })).toEqual({ errors: [{ message: 'HTTP 502' }] });
  });
});
