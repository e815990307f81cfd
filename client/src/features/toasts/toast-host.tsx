import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, type VariantType } from 'notistack';

let provider: SnackbarProvider | null = null;

/** Mounts one notistack provider in <body> (once), with the settings of ApolloRoot's, and shows a toast. */
export function enqueueToast(message: string, variant: VariantType) {
  if (!provider) {
    // In <body>, outside #root: an open dialog marks #root aria-hidden (see app/apollo-root.tsx).
    const host = document.createElement('div');
    host.dataset.toastHost = '';
    document.body.append(host);
    // Mounted synchronously, and called through its own instance: notistack's exported
    // enqueueSnackbar reaches whichever provider was made last, maybe one since unmounted.
    flushSync(() => {
      createRoot(host).render(
        <SnackbarProvider
          ref={(instance) => {
            provider = instance;
          }}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={5000}
          maxSnack={3}
          preventDuplicate
        />,
      );
    });
  }
  provider?.enqueueSnackbar(message, { variant });
}
