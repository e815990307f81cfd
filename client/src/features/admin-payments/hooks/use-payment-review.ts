import { useTranslation } from 'react-i18next';
import {
  useApproveDepositMutation,
  useApproveWithdrawalMutation,
  useCreditLateDepositMutation,
  useMarkDepositRefundedMutation,
  useRejectDepositMutation,
  useRejectWithdrawalMutation,
} from '../../../gql/generated';
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

/** A paid-late deposit (it arrived after its quote expired): credit it at the current rate, or record its refund. */
export function useLatePaymentReview() {
  const { t } = useTranslation('admin');
  const decide = useReviewDecision();
  const [credit, crediting] = useCreditLateDepositMutation();
  const [refund, refunding] = useMarkDepositRefundedMutation();
  return {
    credit: (transactionId: string) => decide(() => credit({ variables: { transactionId, idempotencyKey: newIdempotencyKey() } }), t('payments.lateCredited')),
    refund: (transactionId: string, refundTxHash: string, reason: string) =>
      decide(() => refund({ variables: { transactionId, refundTxHash, reason } }), t('payments.refundRecorded')),
    busy: crediting.loading || refunding.loading,
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
