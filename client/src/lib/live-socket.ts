import { createContext } from 'react';
import { createClient, type Client } from 'graphql-ws';
import { GRAPHQL_PATH } from './apollo';

/** Whether the subscription socket is up; while it is not, screens fall back to slow polling. */
export type LiveSocketState = 'idle' | 'connected' | 'closed';

export interface LiveSocketStatus {
  get(): LiveSocketState;
  subscribe(listener: () => void): () => void;
}

export interface LiveSocket {
  client: Client;
  status: LiveSocketStatus;
}

/** ws(s)://<this host>/graphql: the socket is signed in by the session cookie, same origin only. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

/** A status store that follows graphql-ws's `connected` and `closed` events. */
export function createLiveSocketStatus(initial: LiveSocketState = 'idle') {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: LiveSocketState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const status: LiveSocketStatus = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { status, set };
}

/**
 * The graphql-ws client: opened on the first subscription (lazy), reconnecting for as long as
 * the page is open. Its events drive the status the polling fallback reads.
 */
export function createLiveSocket(url: string = graphqlWsUrl()): LiveSocket {
  const { status, set } = createLiveSocketStatus();
  const client = createClient({
    url,
    lazy: true,
    retryAttempts: Infinity,
    on: {
      connected: () => set('connected'),
      closed: () => set('closed'),
    },
  });
  return { client, status };
}

/** No socket known (tests, or a page outside the app's providers): never poll. */
const STATIC_STATUS: LiveSocketStatus = { get: () => 'idle', subscribe: () => () => undefined };

export const LiveSocketContext = createContext<LiveSocketStatus>(STATIC_STATUS);
