import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way choosing a plan or investing can fail (an unavailable plan is plans/' PLAN_NOT_AVAILABLE). */
export enum InvestmentErrorCode {
  FIELDS_REQUIRED = 'INVESTMENT_FIELDS_REQUIRED',
  /** The message is the amount parser's own. */
  INVALID_AMOUNT = 'INVALID_AMOUNT',
  OUT_OF_RANGE = 'OUT_OF_RANGE',
  /** Nothing selected: 404 when reading the selection, 400 when confirming it (the kind is given there). */
  NO_PLAN_SELECTED = 'NO_PLAN_SELECTED',
}

export const NO_PLAN_MESSAGE = 'No investment plan selected';

const KIND: Record<InvestmentErrorCode, ErrorKind> = {
  [InvestmentErrorCode.FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [InvestmentErrorCode.INVALID_AMOUNT]: ErrorKind.BAD_USER_INPUT,
  [InvestmentErrorCode.OUT_OF_RANGE]: ErrorKind.BAD_USER_INPUT,
  [InvestmentErrorCode.NO_PLAN_SELECTED]: ErrorKind.NOT_FOUND,
};

const MESSAGE: Record<InvestmentErrorCode, string> = {
  [InvestmentErrorCode.FIELDS_REQUIRED]: 'Please fill in all required fields',
  [InvestmentErrorCode.INVALID_AMOUNT]: 'The amount is not valid.',
  [InvestmentErrorCode.OUT_OF_RANGE]: 'Please enter an amount within the specified range',
  [InvestmentErrorCode.NO_PLAN_SELECTED]: NO_PLAN_MESSAGE,
};

export class InvestmentError extends DomainError {
  constructor(code: InvestmentErrorCode, message: string = MESSAGE[code], kind: ErrorKind = KIND[code]) {
    super(kind, message, code);
  }
}
