import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way an accrual admin call can be refused. */
export enum AccrualErrorCode {
  CLOCK_FIXED_IN_PRODUCTION = 'CLOCK_FIXED_IN_PRODUCTION',
}

const MESSAGE: Record<AccrualErrorCode, string> = {
  [AccrualErrorCode.CLOCK_FIXED_IN_PRODUCTION]: 'The clock cannot be moved in production.',
};

export class AccrualError extends DomainError {
  constructor(code: AccrualErrorCode, message: string = MESSAGE[code]) {
    super(ErrorKind.FORBIDDEN, message, code);
  }
}
