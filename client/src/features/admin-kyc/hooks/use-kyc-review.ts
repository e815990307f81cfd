import { useRef } from 'react';
import { useSnackbar } from 'notistack';
import { AdminKycRequestsDocument, useApproveKycMutation, useRejectKycMutation } from '../../../gql/generated';
import { errorCodeOf, errorMessageOf } from '../../../lib/apollo';

export type KycReviewOutcome = 'done' | 'failed' | 'stale';

/**
 * Approve or reject a user's pending KYC with toasts; the lists are fetched again afterwards.
 * Resolves to 'stale' when someone else decided it meanwhile (CONFLICT, NOT_FOUND).
 */
export function useKycReview() {
  const { enqueueSnackbar } = useSnackbar();
  const inFlight = useRef(false);
  const refetchQueries = [AdminKycRequestsDocument];
  const [approve, approving] = useApproveKycMutation({ refetchQueries });
  const [reject, rejecting] = useRejectKycMutation({ refetchQueries });

  const decide = async (run: () => Promise<unknown>, successMessage: string): Promise<KycReviewOutcome> => {
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

  return {
    approve: (userId: string) => decide(() => approve({ variables: { userId } }), 'Identity verification approved'),
    reject: (userId: string, reason: string) => decide(() => reject({ variables: { userId, reason } }), 'Identity verification rejected'),
    busy: approving.loading || rejecting.loading,
  };
}
