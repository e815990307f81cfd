import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SnackbarProvider, type VariantType } from 'notistack';
import { publicToastSettings } from './public-toast-settings';

let provider: SnackbarProvider | null = null;

/** Mounts one notistack provider in <body> (once), set as ApolloRoot's, and shows a toast. */
export function enqueueToast(message: string, variant: VariantType) {
  if (!provider) {
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
          {...publicToastSettings}
        />,
      );
    });
  }
  provider?.enqueueSnackbar(message, { variant });
}
