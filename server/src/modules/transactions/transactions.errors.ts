import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way reading a user's history or deciding a pending request can fail. */
export enum TransactionErrorCode {
  INVALID_CURSOR = 'INVALID_CURSOR',
  PAGE_SIZE_OUT_OF_RANGE = 'PAGE_SIZE_OUT_OF_RANGE',
  SEARCH_TOO_LONG = 'SEARCH_TOO_LONG',
  TRANSACTION_NOT_FOUND = 'TRANSACTION_NOT_FOUND',
  DEPOSIT_NOT_FOUND = 'DEPOSIT_NOT_FOUND',
  WITHDRAWAL_NOT_FOUND = 'WITHDRAWAL_NOT_FOUND',
  /** A second decision on a deposit or withdrawal; the message names its status. */
  ALREADY_DECIDED = 'ALREADY_DECIDED',
  REASON_REQUIRED = 'REASON_REQUIRED',
  REASON_TOO_LONG = 'REASON_TOO_LONG',
  /** The admin who gave a large withdrawal's first approval tried to give the second too. */
  SAME_ADMIN = 'SAME_ADMIN',
  /** An admin tried to approve a deposit or withdrawal they requested themselves. */
  OWN_REQUEST = 'OWN_REQUEST',
}

export const MAX_REASON_LENGTH = 500;

const KIND: Record<TransactionErrorCode, ErrorKind> = {
  [TransactionErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
  [TransactionErrorCode.PAGE_SIZE_OUT_OF_RANGE]: ErrorKind.BAD_USER_INPUT,
  [TransactionErrorCode.SEARCH_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [TransactionErrorCode.TRANSACTION_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [TransactionErrorCode.DEPOSIT_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [TransactionErrorCode.WITHDRAWAL_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [TransactionErrorCode.ALREADY_DECIDED]: ErrorKind.CONFLICT,
  [TransactionErrorCode.REASON_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [TransactionErrorCode.REASON_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [TransactionErrorCode.SAME_ADMIN]: ErrorKind.CONFLICT,
  [TransactionErrorCode.OWN_REQUEST]: ErrorKind.FORBIDDEN,
};

const MESSAGE: Record<TransactionErrorCode, string> = {
  [TransactionErrorCode.INVALID_CURSOR]: 'The cursor is not valid.',
  [TransactionErrorCode.PAGE_SIZE_OUT_OF_RANGE]: 'first must be between 1 and 200.',
  [TransactionErrorCode.SEARCH_TOO_LONG]: 'The search text is too long.',
  [TransactionErrorCode.TRANSACTION_NOT_FOUND]: 'Transaction not found.',
  [TransactionErrorCode.DEPOSIT_NOT_FOUND]: 'Deposit not found.',
  [TransactionErrorCode.WITHDRAWAL_NOT_FOUND]: 'Withdrawal not found.',
  [TransactionErrorCode.ALREADY_DECIDED]: 'This request is already decided.',
  [TransactionErrorCode.REASON_REQUIRED]: 'A reason is required to reject a request.',
  [TransactionErrorCode.REASON_TOO_LONG]: `The reason must be at most ${MAX_REASON_LENGTH} characters.`,
  [TransactionErrorCode.SAME_ADMIN]: 'You already approved this withdrawal; a second, different admin must approve it.',
  [TransactionErrorCode.OWN_REQUEST]: 'You cannot approve your own request; another admin must approve it.',
};

export class TransactionError extends DomainError {
  constructor(code: TransactionErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
