import { useRef } from 'react';
import { useSnackbar } from 'notistack';
import { errorCodeOf, errorMessageOf } from './apollo';

/** How an admin decision ended; 'stale': someone else decided it meanwhile, reload the queue. */
export type ReviewOutcome = 'done' | 'failed' | 'stale';

/**
 * Runs one admin decision (approve, reject) with its toasts. Resolves to 'done', to 'stale' when
 * the request was already decided or is gone (CONFLICT, NOT_FOUND: the list should be reloaded),
 * or to 'failed'. A decision while another is in flight is ignored.
 */
export function useReviewDecision() {
  const { enqueueSnackbar } = useSnackbar();
  const inFlight = useRef(false);
  return async (run: () => Promise<unknown>, successMessage: string): Promise<ReviewOutcome> => {
    if (inFlight.current) return 'failed';
    inFlight.current = true;
    try {
      await run();
      enqueueSnackbar(successMessage, { variant: 'success' });
      return 'done';
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'Something went wrong', 'Network error'), { variant: 'error' });
      const code = errorCodeOf(error);
      return code === 'CONFLICT' || code === 'NOT_FOUND' ? 'stale' : 'failed';
    } finally {
      inFlight.current = false;
    }
  };
}
