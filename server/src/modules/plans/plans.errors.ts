import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a plan lookup or an admin's plan change can fail. */
export enum PlanErrorCode {
  PLAN_NOT_FOUND = 'PLAN_NOT_FOUND',
  PLAN_NOT_AVAILABLE = 'PLAN_NOT_AVAILABLE',
  /** The message names the uniqId. */
  PLAN_EXISTS = 'PLAN_EXISTS',
  INVALID_UNIQ_ID = 'INVALID_UNIQ_ID',
  TITLE_REQUIRED = 'TITLE_REQUIRED',
  INTEREST_NOT_POSITIVE = 'INTEREST_NOT_POSITIVE',
  MIN_NOT_POSITIVE = 'MIN_NOT_POSITIVE',
  MAX_BELOW_MIN = 'MAX_BELOW_MIN',
}

const KIND: Record<PlanErrorCode, ErrorKind> = {
  [PlanErrorCode.PLAN_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [PlanErrorCode.PLAN_NOT_AVAILABLE]: ErrorKind.NOT_FOUND,
  [PlanErrorCode.PLAN_EXISTS]: ErrorKind.CONFLICT,
  [PlanErrorCode.INVALID_UNIQ_ID]: ErrorKind.BAD_USER_INPUT,
  [PlanErrorCode.TITLE_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [PlanErrorCode.INTEREST_NOT_POSITIVE]: ErrorKind.BAD_USER_INPUT,
  [PlanErrorCode.MIN_NOT_POSITIVE]: ErrorKind.BAD_USER_INPUT,
  [PlanErrorCode.MAX_BELOW_MIN]: ErrorKind.BAD_USER_INPUT,
};

const MESSAGE: Record<PlanErrorCode, string> = {
  [PlanErrorCode.PLAN_NOT_FOUND]: 'Plan not found.',
  [PlanErrorCode.PLAN_NOT_AVAILABLE]: 'This plan is not available.',
  [PlanErrorCode.PLAN_EXISTS]: 'A plan with this uniqId already exists.',
  [PlanErrorCode.INVALID_UNIQ_ID]: 'uniqId must be 2 to 32 capital letters, digits or underscores',
  [PlanErrorCode.TITLE_REQUIRED]: 'title must not be empty',
  [PlanErrorCode.INTEREST_NOT_POSITIVE]: 'dailyInterest must be above zero',
  [PlanErrorCode.MIN_NOT_POSITIVE]: 'min must be above zero',
  [PlanErrorCode.MAX_BELOW_MIN]: 'max must be at least min',
};

/** The input field each refusal of a plan change is about (`extensions.field`); lookups name none. */
const FIELD: Partial<Record<PlanErrorCode, string>> = {
  [PlanErrorCode.PLAN_EXISTS]: 'uniqId',
  [PlanErrorCode.INVALID_UNIQ_ID]: 'uniqId',
  [PlanErrorCode.TITLE_REQUIRED]: 'title',
  [PlanErrorCode.INTEREST_NOT_POSITIVE]: 'dailyInterest',
  [PlanErrorCode.MIN_NOT_POSITIVE]: 'min',
  [PlanErrorCode.MAX_BELOW_MIN]: 'max',
};

export class PlanError extends DomainError {
  constructor(code: PlanErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
    this.field = FIELD[code];
  }
}
