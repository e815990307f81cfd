import { Decimal } from '../../common/money';
import type { TransactionRow } from './transaction.model';
import { MAX_REASON_LENGTH, TransactionError, TransactionErrorCode } from './transactions.errors';

/** The admin deciding a deposit or withdrawal, as the audit log records them. */
export interface AdminActor {
  id: string;
  ip: string | null;
}

/** The reason of a rejection: required, trimmed, at most 500 characters. */
export function checkReason(reason: string | undefined): string {
  const text = reason?.trim();
  if (!text) throw new TransactionError(TransactionErrorCode.REASON_REQUIRED);
  if (text.length > MAX_REASON_LENGTH) throw new TransactionError(TransactionErrorCode.REASON_TOO_LONG);
  return text;
}

/**
 * No admin approves a deposit or withdrawal they requested themselves (403). Rejecting one's own
 * request stays allowed: it moves nothing to anyone's benefit (a deposit was never credited, a
 * withdrawal's hold goes back where it came from), like the user withdrawing the request.
 */
export function refuseOwnRequest(admin: AdminActor, request: Pick<TransactionRow, 'user_id'>): void {
  if (request.user_id === admin.id) throw new TransactionError(TransactionErrorCode.OWN_REQUEST);
}

/** What the admin queues show of a request's approvals ("1 of 2"). */
export interface ApprovalCount {
  approvals: number;
  required: number;
}

/**
 * Approvals given and needed. A pending withdrawal at or above `dualApprovalUsd` (compared as
 * decimals), or one with a first approval already recorded, needs two different admins; anything
 * else one. A decided request counts what it got: two when a first approval was recorded.
 */
export function approvalCount(row: Pick<TransactionRow, 'kind' | 'amount' | 'status' | 'first_approved_by'>, dualApprovalUsd: string): ApprovalCount {
  const first = row.first_approved_by ? 1 : 0;
  const completed = row.status === 'completed' ? 1 : 0;
  if (row.status !== 'pending') return { approvals: first + completed, required: first ? 2 : 1 };
  const large = row.kind === 'withdrawal' && row.amount !== null && new Decimal(row.amount).gte(new Decimal(dualApprovalUsd));
  return { approvals: first, required: first || large ? 2 : 1 };
}
