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
