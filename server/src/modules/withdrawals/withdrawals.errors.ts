import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a withdrawal request or an admin's payout can fail (too little money is the ledger's INSUFFICIENT_FUNDS). */
export enum WithdrawalErrorCode {
  FIELDS_REQUIRED = 'WITHDRAWAL_FIELDS_REQUIRED',
  /** The message is the amount parser's own. */
  INVALID_AMOUNT = 'INVALID_AMOUNT',
  /** The message says what is wrong with the address for its coin and network. */
  BAD_WALLET_ADDRESS = 'BAD_WALLET_ADDRESS',
  PAYOUT_HASH_INVALID = 'PAYOUT_HASH_INVALID',
  /** A payout hash with the first of two approvals: the payout is sent only after the second. */
  PAYOUT_HASH_TOO_EARLY = 'PAYOUT_HASH_TOO_EARLY',
  /**
   * The account's name, email or language kept changing while the request was recorded (its mail
   * is written for the details the request read): nothing was withdrawn; the same request may be
   * sent again. Its own code (the kind stays CONFLICT, a 409), so a client words it as a retry
   * ("Nothing was withdrawn; please try again.") rather than the generic "reload".
   */
  ACCOUNT_DETAILS_CHANGING = 'WITHDRAWAL_RETRY',
}

const KIND: Record<WithdrawalErrorCode, ErrorKind> = {
  [WithdrawalErrorCode.FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [WithdrawalErrorCode.INVALID_AMOUNT]: ErrorKind.BAD_USER_INPUT,
  [WithdrawalErrorCode.BAD_WALLET_ADDRESS]: ErrorKind.BAD_USER_INPUT,
  [WithdrawalErrorCode.PAYOUT_HASH_INVALID]: ErrorKind.BAD_USER_INPUT,
  [WithdrawalErrorCode.PAYOUT_HASH_TOO_EARLY]: ErrorKind.BAD_USER_INPUT,
  [WithdrawalErrorCode.ACCOUNT_DETAILS_CHANGING]: ErrorKind.CONFLICT,
};

const MESSAGE: Record<WithdrawalErrorCode, string> = {
  [WithdrawalErrorCode.FIELDS_REQUIRED]: 'Please fill every required fields to proceed',
  [WithdrawalErrorCode.INVALID_AMOUNT]: 'The amount is not valid.',
  [WithdrawalErrorCode.BAD_WALLET_ADDRESS]: 'This wallet address is not valid.',
  [WithdrawalErrorCode.PAYOUT_HASH_INVALID]: 'The payout transaction hash must be 10 to 128 letters, digits, dashes or underscores.',
  [WithdrawalErrorCode.PAYOUT_HASH_TOO_EARLY]:
    "This withdrawal needs a second admin's approval before it is paid: approve it without a payout hash, and send nothing yet.",
  [WithdrawalErrorCode.ACCOUNT_DETAILS_CHANGING]:
    'Your account details changed while this withdrawal was being recorded. Nothing was withdrawn; please try again.',
};

/** The caller's input (400), but for ACCOUNT_DETAILS_CHANGING: a conflict with a concurrent change (409), to send again. */
export class WithdrawalError extends DomainError {
  constructor(code: WithdrawalErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
