import { useTranslation } from 'react-i18next';
import { useApproveDepositMutation, useApproveWithdrawalMutation, useRejectDepositMutation, useRejectWithdrawalMutation } from '../../../gql/generated';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useReviewDecision } from '../../../lib/use-review-decision';

// Each mutation returns the request with its new status; the normalized cache updates the
// row, and the tables drop rows that are no longer pending.

export function useDepositReview() {
  const { t } = useTranslation('admin');
  const decide = useReviewDecision();
  const [approve, approving] = useApproveDepositMutation();
  const [reject, rejecting] = useRejectDepositMutation();
  return {
    approve: (transactionId: string) =>
      decide(() => approve({ variables: { transactionId, idempotencyKey: newIdempotencyKey() } }), t('payments.depositApproved')),
    reject: (transactionId: string, reason: string) => decide(() => reject({ variables: { transactionId, reason } }), t('payments.depositRejected')),
    busy: approving.loading || rejecting.loading,
  };
}

export function useWithdrawalReview() {
  const { t } = useTranslation('admin');
  const decide = useReviewDecision();
  const [approve, approving] = useApproveWithdrawalMutation();
  const [reject, rejecting] = useRejectWithdrawalMutation();
  return {
    approve: (transactionId: string, payoutTxHash: string) =>
      decide(
        () =>
          approve({
            variables: { transactionId, idempotencyKey: newIdempotencyKey(), ...(payoutTxHash ? { payoutTxHash } : {}) },
          }),
        // A large withdrawal's first approval leaves it pending for a second admin.
        ({ data }) =>
          data?.approveWithdrawal.status === 'PENDING'
            ? t('payments.approvalRecorded', { approvals: data.approveWithdrawal.approvals, required: data.approveWithdrawal.approvalsRequired })
            : t('payments.withdrawalApproved'),
      ),
    reject: (transactionId: string, reason: string) => decide(() => reject({ variables: { transactionId, reason } }), t('payments.withdrawalRejected')),
    busy: approving.loading || rejecting.loading,
  };
}
