import { useContext, useEffect, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { ApolloProvider, getApolloContext, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { SnackbarProvider } from 'notistack';
import { MeDocument, type MeQuery } from '../gql/generated';
import { createApolloClient } from '../lib/apollo';
import { createLiveSocket, LiveSocketContext, type LiveSocket } from '../lib/live-socket';
import { setSessionStatus } from '../features/auth/hooks/use-session-status';
import { ToastsFollowPage, toastTracking } from '../lib/toasts-follow-page';
import { publicToastSettings } from '../lib/public-toast-settings';
import { StepUpProvider } from '../components/step-up/step-up';
import { paths } from './paths';

interface ApolloRuntime {
  client: ApolloClient<NormalizedCacheObject>;
  socket: LiveSocket;
}

// One client and one socket for the life of the page, whichever boundary mounts first: leaving the
// user area for a public page and coming back keeps the cache and the live subscription.
let runtime: ApolloRuntime | undefined;
// The router's navigate of the boundary mounted last; the client outlives any one boundary.
let navigate: NavigateFunction | undefined;

function apolloRuntime(): ApolloRuntime {
  if (!runtime) {
    const socket = createLiveSocket();
    const client = createApolloClient({
      socket: socket.client,
      onUnauthenticated: () => {
        // The session is gone: forget the user so no screen keeps showing them as signed in.
        client.cache.writeQuery<MeQuery>({ query: MeDocument, data: { me: null } });
        setSessionStatus(false);
        void navigate?.(paths.account.login.href(), { replace: true });
      },
    });
    runtime = { client, socket };
  }
  return runtime;
}

/**
 * What the screens that talk to the server need: the Apollo client, the live socket and the
 * toasts that report the outcome (account pages, user area, admin, the contact form). Loaded on
 * demand through `ApolloBoundary`, so the public pages download none of it. Under an existing
 * Apollo provider (tests' MockedProvider with their own toasts) it adds nothing.
 */
export function ApolloRoot({ children }: { children: ReactNode }) {
  const existing = useContext(getApolloContext()).client;
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);

  if (existing) return <>{children}</>;
  const { client, socket } = apolloRuntime();
  return (
    <ApolloProvider client={client}>
      <LiveSocketContext.Provider value={socket.status}>
        {/* Public and account pages; the user area nests its own provider. */}
        <SnackbarProvider domRoot={document.body} {...publicToastSettings} {...toastTracking}>
          <ToastsFollowPage />
          {/* The password asked again before a change that answers STEP_UP_REQUIRED (email, 2FA, API tokens, roles). */}
          <StepUpProvider>{children}</StepUpProvider>
        </SnackbarProvider>
      </LiveSocketContext.Provider>
    </ApolloProvider>
  );
}
