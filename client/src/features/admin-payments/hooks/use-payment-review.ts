import { useApproveDepositMutation, useApproveWithdrawalMutation, useRejectDepositMutation, useRejectWithdrawalMutation } from '../../../gql/generated';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useReviewDecision } from '../../../lib/use-review-decision';

// Each mutation returns the request with its new status; the normalized cache updates the
// row, and the tables drop rows that are no longer pending.

export function useDepositReview() {
  const decide = useReviewDecision();
  const [approve, approving] = useApproveDepositMutation();
  const [reject, rejecting] = useRejectDepositMutation();
  return {
    approve: (transactionId: string) => decide(() => approve({ variables: { transactionId, idempotencyKey: newIdempotencyKey() } }), 'Deposit approved'),
    reject: (transactionId: string, reason: string) => decide(() => reject({ variables: { transactionId, reason } }), 'Deposit rejected'),
    busy: approving.loading || rejecting.loading,
  };
}

export function useWithdrawalReview() {
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
          data?.approveWithdrawal.status === 'pending'
            ? `Approval ${data.approveWithdrawal.approvals} of ${data.approveWithdrawal.approvalsRequired} recorded: a second admin must approve it`
            : 'Withdrawal approved',
      ),
    reject: (transactionId: string, reason: string) => decide(() => reject({ variables: { transactionId, reason } }), 'Withdrawal rejected'),
    busy: approving.loading || rejecting.loading,
  };
}
