import { startTransition, useEffect, useState } from 'react';

/** GET /api/session: public, always 200, `{"authenticated": boolean}`. */
export const SESSION_STATUS_PATH = '/api/session';

// Public pages only need to know whether someone is signed in (Login / Get Started or
// Dashboard), so they ask this small endpoint with fetch instead of loading Apollo for `me`.
let known: boolean | undefined;
let pending: Promise<boolean> | undefined;
const listeners = new Set<() => void>();

/** Records what the app just learnt (signed in, signed out), so the header is right at once. */
export function setSessionStatus(authenticated: boolean | undefined) {
  if (known === authenticated) return;
  known = authenticated;
  for (const listener of listeners) listener();
}

/** Asks the server; concurrent callers share one request. A failed check counts as signed out. */
export function refreshSessionStatus(): Promise<boolean> {
  pending ??= fetch(SESSION_STATUS_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return false;
      const body = (await response.json()) as { authenticated?: unknown };
      return body.authenticated === true;
    })
    .catch(() => false)
    .then((authenticated) => {
      pending = undefined;
      setSessionStatus(authenticated);
      return authenticated;
    });
  return pending;
}

/**
 * Whether a user is signed in: undefined until the first answer (and always while a prerendered
 * page hydrates, as its HTML was made without a session). Each mount checks again (a session can
 * end in the user area or in another tab), showing the last known answer meanwhile. The answer
 * arrives as a transition: it never forces a page that is still hydrating to render afresh.
 */
export function useSessionStatus(): boolean | undefined {
  // Undefined at first, as in the prerendered HTML; the effect then shows the last known answer.
  const [authenticated, setAuthenticated] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const sync = () => startTransition(() => setAuthenticated(known));
    listeners.add(sync);
    sync();
    void refreshSessionStatus();
    return () => {
      listeners.delete(sync);
    };
  }, []);

  return authenticated;
}
