import { useRef } from 'react';
import { useSnackbar } from 'notistack';
import {
  useApproveDepositMutation,
  useApproveWithdrawalMutation,
  useRejectDepositMutation,
  useRejectWithdrawalMutation,
} from '../../../gql/generated';
import { errorCodeOf, errorMessageOf } from '../../../lib/apollo';
import { newIdempotencyKey } from '../../../lib/idempotency';

export type ReviewOutcome = 'done' | 'failed' | 'stale';

/**
 * Runs one admin decision with its toasts. Resolves to 'done', to 'stale' when the request
 * was already decided or is gone (CONFLICT, NOT_FOUND: the list should be reloaded), or to
 * 'failed'. A decision while another is in flight is ignored.
 */
function useDecision() {
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

// Each mutation returns the request with its new status; the normalized cache updates the
// row, and the tables drop rows that are no longer pending.

export function useDepositReview() {
  const decide = useDecision();
  const [approve, approving] = useApproveDepositMutation();
  const [reject, rejecting] = useRejectDepositMutation();
  return {
    approve: (transactionId: string) =>
      decide(() => approve({ variables: { transactionId, idempotencyKey: newIdempotencyKey() } }), 'Deposit approved'),
    reject: (transactionId: string, reason: string) =>
      decide(() => reject({ variables: { transactionId, reason } }), 'Deposit rejected'),
    busy: approving.loading || rejecting.loading,
  };
}

export function useWithdrawalReview() {
  const decide = useDecision();
  const [approve, approving] = useApproveWithdrawalMutation();
  const [reject, rejecting] = useRejectWithdrawalMutation();
  return {
    approve: (transactionId: string, payoutTxHash: string) =>
      decide(
        () =>
          approve({
            variables: { transactionId, idempotencyKey: newIdempotencyKey(), ...(payoutTxHash ? { payoutTxHash } : {}) },
          }),
        'Withdrawal approved',
      ),
    reject: (transactionId: string, reason: string) =>
      decide(() => reject({ variables: { transactionId, reason } }), 'Withdrawal rejected'),
    busy: approving.loading || rejecting.loading,
  };
}
