import type { SnackbarProviderProps } from 'notistack';

/**
 * Toasts on the public and account pages: top-right, 5 s (spec sections 2 and 9), in <body>,
 * outside #root: an open dialog marks #root aria-hidden, which would hide its own messages from
 * screen readers. Used by ApolloRoot's provider and by the one pages without Apollo load.
 */
export const publicToastSettings = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
  maxSnack: 3,
  preventDuplicate: true,
} as const satisfies Partial<SnackbarProviderProps>;
