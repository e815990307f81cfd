import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient, errorCodeOf, errorMessageOf } from './apollo';
import { CSRF_TOKEN_PATH, createCsrfTokenStore } from './csrf';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const csrfRejection = {
  errors: [{ message: 'Invalid or missing CSRF token. Refresh the page and try again.', extensions: { code: 'FORBIDDEN', reason: 'CSRF' } }],
};

/** A stand-in for the server: hands out numbered CSRF tokens and answers GraphQL with `answers` in turn. */
function fakeServer(answers: Response[]) {
  const csrfRequests: RequestInit[] = [];
  const graphqlRequests: Headers[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === CSRF_TOKEN_PATH) {
      csrfRequests.push(init);
      return json({ status: 'success', token: `token-${csrfRequests.length}` });
    }
    graphqlRequests.push(new Headers(init.headers));
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, csrfRequests, graphqlRequests };
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('the Apollo client', () => {
  it('sends the CSRF token and the preflight header, fetching the token once', async () => {
    const server = fakeServer([json({ data: { me: null } }), json({ data: { me: null } })]);
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch: server.fetch, csrfTokens: createCsrfTokenStore(server.fetch) });

    await client.query({ query: ME, fetchPolicy: 'network-only' });
    await client.query({ query: ME, fetchPolicy: 'network-only' });

    expect(server.csrfRequests).toHaveLength(1);
    expect(server.csrfRequests[0].credentials).toBe('include');
    for (const headers of server.graphqlRequests) {
      expect(headers.get('x-csrf-token')).toBe('token-1');
      expect(headers.get('apollo-require-preflight')).toBe('true');
    }
  });

  it.each([
    ['in the response body', json(csrfRejection)],
    ['with HTTP 403', json(csrfRejection, 403)],
  ])('fetches a new token and retries once when the token is refused %s', async (_, refusal) => {
    const server = fakeServer([refusal, json({ data: { me: { __typename: 'User', id: '7' } } })]);
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch: server.fetch, csrfTokens: createCsrfTokenStore(server.fetch) });

    const result = await client.query({ query: ME });

    expect(result.data.me.id).toBe('7');
    expect(server.csrfRequests).toHaveLength(2);
    expect(server.graphqlRequests.map((h) => h.get('x-csrf-token'))).toEqual(['token-1', 'token-2']);
  });

  it('gives up after one retry', async () => {
    const server = fakeServer([json(csrfRejection), json(csrfRejection)]);
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch: server.fetch, csrfTokens: createCsrfTokenStore(server.fetch) });

    await expect(client.query({ query: ME })).rejects.toThrow(/CSRF/);
    expect(server.graphqlRequests).toHaveLength(2);
  });

  it('sends a signed-out user in the user area to sign in', async () => {
    window.history.pushState({}, '', '/user/dashboard');
    const unauthenticated = { errors: [{ message: 'Your session has expired.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const server = fakeServer([json(unauthenticated)]);
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ onUnauthenticated, fetch: server.fetch, csrfTokens: createCsrfTokenStore(server.fetch) });

    await expect(client.query({ query: ME })).rejects.toThrow('Your session has expired.');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leaves visitors of public pages where they are', async () => {
    window.history.pushState({}, '', '/contact');
    const unauthenticated = { errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const server = fakeServer([json(unauthenticated)]);
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ onUnauthenticated, fetch: server.fetch, csrfTokens: createCsrfTokenStore(server.fetch) });

    await expect(client.query({ query: ME })).rejects.toThrow();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('fails the operation when no CSRF token can be had', async () => {
    const fetch = vi.fn(async () => json({ status: 'error', message: 'down' }, 500)) as unknown as typeof globalThis.fetch;
    const client = createApolloClient({ onUnauthenticated: vi.fn(), fetch, csrfTokens: createCsrfTokenStore(fetch) });

    await expect(client.query({ query: ME })).rejects.toThrow('Something went wrong.');
  });
});

describe('error helpers', () => {
  const serverError = { graphQLErrors: [{ message: 'Email already registered', extensions: { code: 'CONFLICT' } }] };

  it("prefer the server's message and read its code", () => {
    expect(errorMessageOf(serverError, 'Registration failed')).toBe('Email already registered');
    expect(errorCodeOf(serverError)).toBe('CONFLICT');
  });

  it('fall back when the server said nothing', () => {
    expect(errorMessageOf({ graphQLErrors: [] }, 'Registration failed')).toBe('Registration failed');
    expect(errorMessageOf({ graphQLErrors: [], networkError: new Error('offline') }, 'Registration failed', 'Network')).toBe('Network');
    expect(errorCodeOf(new Error('boom'))).toBeUndefined();
  });
});
