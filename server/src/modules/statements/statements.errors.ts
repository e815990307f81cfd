import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a statement request can fail; all are the caller's input (400), never a 5xx. */
export enum StatementErrorCode {
  DATE_REQUIRED = 'STATEMENT_DATE_REQUIRED',
  DATE_INVALID = 'STATEMENT_DATE_INVALID',
  RANGE_REVERSED = 'STATEMENT_RANGE_REVERSED',
  RANGE_TOO_LONG = 'STATEMENT_RANGE_TOO_LONG',
  DATE_IN_FUTURE = 'STATEMENT_DATE_IN_FUTURE',
}

export const MAX_STATEMENT_YEARS = 5;

const MESSAGE: Record<StatementErrorCode, string> = {
  [StatementErrorCode.DATE_REQUIRED]: 'Choose both dates of the statement (from and to, as YYYY-MM-DD).',
  [StatementErrorCode.DATE_INVALID]: 'Statement dates must be real calendar dates written as YYYY-MM-DD.',
  [StatementErrorCode.RANGE_REVERSED]: 'The statement start date must be on or before its end date.',
  [StatementErrorCode.RANGE_TOO_LONG]: `A statement covers at most ${MAX_STATEMENT_YEARS} years; choose a shorter period.`,
  [StatementErrorCode.DATE_IN_FUTURE]: 'Statement dates cannot be in the future (dates are in UTC).',
};

export class StatementError extends DomainError {
  constructor(code: StatementErrorCode, message: string = MESSAGE[code]) {
    super(ErrorKind.BAD_USER_INPUT, message, code);
  }
}
