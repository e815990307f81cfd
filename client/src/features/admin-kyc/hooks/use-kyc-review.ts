import { useTranslation } from 'react-i18next';
import { AdminKycRequestsDocument, useApproveKycMutation, useRejectKycMutation } from '../../../gql/generated';
import { useReviewDecision } from '../../../lib/use-review-decision';

/**
 * Approve or reject a user's pending KYC with toasts; the lists are fetched again afterwards.
 * Resolves to 'stale' when someone else decided it meanwhile (CONFLICT, NOT_FOUND).
 */
export function useKycReview() {
  const { t } = useTranslation('admin-kyc');
  const decide = useReviewDecision();
  const refetchQueries = [AdminKycRequestsDocument];
  const [approve, approving] = useApproveKycMutation({ refetchQueries });
  const [reject, rejecting] = useRejectKycMutation({ refetchQueries });

  return {
    approve: (userId: string) => decide(() => approve({ variables: { userId } }), t('toasts.approved')),
    reject: (userId: string, reason: string) => decide(() => reject({ variables: { userId, reason } }), t('toasts.rejected')),
    busy: approving.loading || rejecting.loading,
  };
}
