/** Where the session's CSRF token is read; every state-changing request sends it as X-CSRF-Token. */
export const CSRF_TOKEN_PATH = '/api/middleware/csrf-token';

export interface CsrfTokenStore {
  get(): Promise<string>;
  invalidate(): void;
}

/** Fetches the CSRF token once and shares it; `invalidate()` makes the next `get()` fetch anew. */
export function createCsrfTokenStore(fetchImpl: typeof fetch = (...args) => fetch(...args)): CsrfTokenStore {
  let pending: Promise<string> | null = null;
  const load = async (): Promise<string> => {
    const response = await fetchImpl(CSRF_TOKEN_PATH, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const body = (await response.json().catch(() => null)) as { status?: string; token?: unknown } | null;
    if (!response.ok || body?.status !== 'success' || typeof body.token !== 'string') {
      throw new Error('Something went wrong.');
    }
    return body.token;
  };
  return {
    get() {
      pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    invalidate() {
      pending = null;
    },
  };
}
