import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const CORRECTION_REASON_MAX = 500;
export const CORRECTIONS_PAGE_MAX = 100;
export const CORRECTIONS_PAGE_DEFAULT = 50;

/** Every way a balance correction (request, approval, rejection, list) can fail, with its kind (HTTP status) and a message safe to show. */
export enum CorrectionErrorCode {
  INVALID_USER_ID = 'CORRECTION_INVALID_USER_ID',
  INVALID_ID = 'CORRECTION_INVALID_ID',
  USER_NOT_FOUND = 'CORRECTION_USER_NOT_FOUND',
  NOT_FOUND = 'CORRECTION_NOT_FOUND',
  INVALID_AMOUNT = 'CORRECTION_INVALID_AMOUNT',
  REASON_REQUIRED = 'CORRECTION_REASON_REQUIRED',
  REASON_TOO_LONG = 'CORRECTION_REASON_TOO_LONG',
  OWN_ACCOUNT = 'CORRECTION_OWN_ACCOUNT',
  OWN_REQUEST = 'CORRECTION_OWN_REQUEST',
  ALREADY_DECIDED = 'CORRECTION_ALREADY_DECIDED',
  WOULD_OVERDRAW = 'CORRECTION_WOULD_OVERDRAW',
  INVALID_PAGE_SIZE = 'CORRECTIONS_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'CORRECTIONS_INVALID_CURSOR',
}

const KIND: Record<CorrectionErrorCode, ErrorKind> = {
  [CorrectionErrorCode.INVALID_USER_ID]: ErrorKind.BAD_USER_INPUT,
  [CorrectionErrorCode.INVALID_ID]: ErrorKind.BAD_USER_INPUT,
  [CorrectionErrorCode.USER_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [CorrectionErrorCode.NOT_FOUND]: ErrorKind.NOT_FOUND,
  [CorrectionErrorCode.INVALID_AMOUNT]: ErrorKind.BAD_USER_INPUT,
  [CorrectionErrorCode.REASON_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [CorrectionErrorCode.REASON_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [CorrectionErrorCode.OWN_ACCOUNT]: ErrorKind.FORBIDDEN,
  [CorrectionErrorCode.OWN_REQUEST]: ErrorKind.FORBIDDEN,
  [CorrectionErrorCode.ALREADY_DECIDED]: ErrorKind.CONFLICT,
  [CorrectionErrorCode.WOULD_OVERDRAW]: ErrorKind.INSUFFICIENT_FUNDS,
  [CorrectionErrorCode.INVALID_PAGE_SIZE]: ErrorKind.BAD_USER_INPUT,
  [CorrectionErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
};

const MESSAGE: Record<CorrectionErrorCode, string> = {
  [CorrectionErrorCode.INVALID_USER_ID]: 'The user id is not valid.',
  [CorrectionErrorCode.INVALID_ID]: 'The correction id is not valid.',
  [CorrectionErrorCode.USER_NOT_FOUND]: 'There is no user with this id.',
  [CorrectionErrorCode.NOT_FOUND]: 'There is no balance correction with this id.',
  [CorrectionErrorCode.INVALID_AMOUNT]:
    'The amount must be a signed decimal such as "25.00" or "-10.5": not zero, at most 2 decimals and 15 digits before the point, no exponent.',
  [CorrectionErrorCode.REASON_REQUIRED]: 'Please give a reason.',
  [CorrectionErrorCode.REASON_TOO_LONG]: `The reason must be at most ${CORRECTION_REASON_MAX} characters.`,
  [CorrectionErrorCode.OWN_ACCOUNT]: 'You cannot request or approve a correction of your own balance.',
  [CorrectionErrorCode.OWN_REQUEST]: 'A second admin must approve this correction: you requested it.',
  [CorrectionErrorCode.ALREADY_DECIDED]: 'This correction has already been approved or rejected.',
  [CorrectionErrorCode.WOULD_OVERDRAW]: 'This correction would take the account below zero.',
  [CorrectionErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${CORRECTIONS_PAGE_MAX}.`,
  [CorrectionErrorCode.INVALID_CURSOR]: 'after must be the endCursor of an earlier balanceCorrections page.',
};

export class CorrectionError extends DomainError {
  constructor(code: CorrectionErrorCode) {
    super(KIND[code], MESSAGE[code], code);
  }
}
