import { useRef } from 'react';
import { useApolloClient } from '@apollo/client';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { errorCodeOf, errorMessageOf } from './apollo';

/** Active queries (by operation name) that count or sum what the queues hold. */
const QUEUE_SUMMARIES = new Set(['AdminOverview']);

/** How an admin decision ended; 'stale': someone else decided it meanwhile, reload the queue. */
export type ReviewOutcome = 'done' | 'failed' | 'stale';

/**
 * Runs one admin decision (approve, reject) with its toasts (the success text may be read from the answer). Resolves to 'done', to 'stale' when
 * the request was already decided or is gone (CONFLICT, NOT_FOUND: the list should be reloaded),
 * or to 'failed'. A decision while another is in flight is ignored.
 */
export function useReviewDecision() {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const inFlight = useRef(false);
  return async <T>(run: () => Promise<T>, successMessage: string | ((result: T) => string)): Promise<ReviewOutcome> => {
    if (inFlight.current) return 'failed';
    inFlight.current = true;
    try {
      const result = await run();
      enqueueSnackbar(typeof successMessage === 'string' ? successMessage : successMessage(result), { variant: 'success' });
      return 'done';
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, i18next.t('error.generic', { ns: 'common' }), i18next.t('error.network', { ns: 'common' })), { variant: 'error' });
      const code = errorCodeOf(error);
      return code === 'CONFLICT' || code === 'NOT_FOUND' ? 'stale' : 'failed';
    } finally {
      inFlight.current = false;
      // Figures that summarise the queues (the console's overview), where shown, are read again after any decision.
      void client.refetchQueries({ include: 'active', onQueryUpdated: (query) => QUEUE_SUMMARIES.has(query.queryName ?? '') }).catch(() => undefined);
    }
  };
}
