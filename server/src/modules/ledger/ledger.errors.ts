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
