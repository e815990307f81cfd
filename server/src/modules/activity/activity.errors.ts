import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const ACTIVITY_PAGE_MAX = 100;

/** Every way reading the security log can fail; all are the caller's input (400). */
export enum ActivityErrorCode {
  INVALID_PAGE_SIZE = 'ACTIVITY_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'ACTIVITY_INVALID_CURSOR',
}

const MESSAGE: Record<ActivityErrorCode, string> = {
  [ActivityErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${ACTIVITY_PAGE_MAX}.`,
  [ActivityErrorCode.INVALID_CURSOR]: 'after must be the id of an activity event.',
};

export class ActivityError extends DomainError {
  constructor(code: ActivityErrorCode, message: string = MESSAGE[code]) {
    super(ErrorKind.BAD_USER_INPUT, message, code);
  }
}
