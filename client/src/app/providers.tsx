import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { MeDocument, type MeQuery } from '../gql/generated';
import { createApolloClient } from '../lib/apollo';
import { createLiveSocket, LiveSocketContext } from '../lib/live-socket';
import { theme } from '../theme';
import { paths } from './paths';
import { createAppRouter } from './router';

export function AppProviders() {
  const [router] = useState(createAppRouter);
  const [socket] = useState(() => createLiveSocket());
  const [client] = useState(() => {
    const apollo = createApolloClient({
      socket: socket.client,
      onUnauthenticated: () => {
        // The session is gone: forget the user so no screen keeps showing them as signed in.
        apollo.cache.writeQuery<MeQuery>({ query: MeDocument, data: { me: null } });
        void router.navigate(paths.account.login.href(), { replace: true });
      },
    });
    return apollo;
  });

  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApolloProvider client={client}>
          <LiveSocketContext.Provider value={socket.status}>
          {/* Public and account pages: top-right, 5 s. The user area nests its own provider.
              Toasts render in <body>, outside #root: an open dialog marks #root aria-hidden, which
              would hide its own validation messages from screen readers. */}
          <SnackbarProvider
            domRoot={document.body}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            autoHideDuration={5000}
            maxSnack={3}
            preventDuplicate
          >
            <RouterProvider router={router} />
          </SnackbarProvider>
          </LiveSocketContext.Provider>
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
