import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient, type ApolloClient } from '@apollo/client';
import { paths } from '../../../app/paths';
import { CurrentUserFragmentDoc, useAccountUpdatedSubscription, type CurrentUserFragment } from '../../../gql/generated';
import { LiveSocketContext } from '../../../lib/live-socket';

/** While the socket is down, the shell and the dashboard are refreshed this often (never every second). */
export const FALLBACK_POLL_MS = 30_000;

/** Queries that show balances: refreshed after each pushed change. */
const REFRESHED_ON_EVENT = ['Dashboard', 'Transactions'];
/** Queries polled while the socket is down. */
const POLLED_WHILE_OFFLINE = ['Me', 'Dashboard'];

/** Refetches the named queries that a screen shows now (naming an absent one would only warn). */
function refetchActive(client: ApolloClient<unknown>, names: readonly string[]): void {
  void client
    .refetchQueries({
      include: 'active',
      onQueryUpdated: (query) => (query.queryName && names.includes(query.queryName) ? query.refetch() : false),
    })
    .catch(() => undefined);
}

/**
 * Keeps the user area current from the `accountUpdated` subscription: the pushed user goes into
 * the cache (the shell's balance and Profits (7d) follow), the dashboard and transaction lists are
 * refetched, and a 'signed_out' event sends the user to sign in. Use once, in the user layout.
 */
export function useAccountLive(): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const socketStatus = useContext(LiveSocketContext);
  const socketState = useSyncExternalStore(socketStatus.subscribe, socketStatus.get, socketStatus.get);

  useAccountUpdatedSubscription({
    onData: ({ data }) => {
      const event = data.data?.accountUpdated;
      if (!event) return;
      if (event.reason === 'signed_out' || !event.user) {
        navigate(paths.account.login.href(), { replace: true });
        void client.clearStore().catch(() => undefined);
        return;
      }
      const user: CurrentUserFragment & { __typename?: 'User' } = { __typename: 'User', ...event.user };
      client.writeFragment({
        id: client.cache.identify(user),
        fragment: CurrentUserFragmentDoc,
        fragmentName: 'CurrentUser',
        data: user,
      });
      refetchActive(client, REFRESHED_ON_EVENT);
    },
  });

  // Socket down: poll slowly. Back up after an outage: catch up on what was missed once.
  const wasClosed = useRef(false);
  useEffect(() => {
    if (socketState === 'connected' && wasClosed.current) {
      wasClosed.current = false;
      refetchActive(client, [...POLLED_WHILE_OFFLINE, 'Transactions']);
    }
    if (socketState !== 'closed') return undefined;
    wasClosed.current = true;
    const timer = setInterval(() => {
      refetchActive(client, POLLED_WHILE_OFFLINE);
    }, FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [client, socketState]);
}
