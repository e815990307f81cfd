import { useSnackbar } from 'notistack';
import { errorMessageOf } from './apollo';

/**
 * Runs a console action with its toasts: the success text when it worked, the server's message
 * (or `fallback`) when it did not, then `onFailure` (a list reloading what changed meanwhile).
 * Answers whether it worked, so a dialog knows whether to close.
 */
export function useToastAction(fallback: string, onFailure?: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  return async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, fallback), { variant: 'error' });
      onFailure?.();
      return false;
    }
  };
}
