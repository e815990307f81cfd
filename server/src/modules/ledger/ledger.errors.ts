import { QueryFailedError } from 'typeorm';
import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** The ledger's one expected failure: a movement that would take a user balance below zero. */
export enum LedgerErrorCode {
  INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS',
}

/** The default message; callers pass their own wording of what was short (main, withdrawable...). */
const INSUFFICIENT_MESSAGE = 'Insufficient balance for this operation.';

export class InsufficientFundsError extends DomainError {
  constructor(message = INSUFFICIENT_MESSAGE) {
    super(ErrorKind.INSUFFICIENT_FUNDS, message, LedgerErrorCode.INSUFFICIENT_FUNDS);
  }
}

/**
 * The ledger's answer to a failed statement that posted (ledger_post and the functions built on
 * it, in the caller's own statement too): the user balance CHECK refused it, InsufficientFundsError
 * with the caller's wording; null for any other failure.
 */
export function insufficientFundsOf(error: unknown, message?: string): InsufficientFundsError | null {
  const constraint = error instanceof QueryFailedError ? (error as unknown as { constraint?: string }).constraint : undefined;
  return constraint === 'ledger_accounts_user_balance_non_negative' ? new InsufficientFundsError(message) : null;
}
