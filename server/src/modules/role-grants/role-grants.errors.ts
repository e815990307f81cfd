import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const ROLE_GRANT_REASON_MAX = 500;
export const ROLE_GRANTS_PAGE_MAX = 100;
export const ROLE_GRANTS_PAGE_DEFAULT = 50;
/** How long a pending role grant can be approved: long enough for a weekend, short enough that nobody approves a forgotten request. */
export const ROLE_GRANT_TTL_HOURS = 72;

/** Every way a role grant (request, approval, rejection, list) can fail, with its kind (HTTP status) and a message safe to show. */
export enum RoleGrantErrorCode {
  INVALID_USER_ID = 'ROLE_GRANT_INVALID_USER_ID',
  INVALID_ID = 'ROLE_GRANT_INVALID_ID',
  USER_NOT_FOUND = 'ROLE_GRANT_USER_NOT_FOUND',
  NOT_FOUND = 'ROLE_GRANT_NOT_FOUND',
  REASON_REQUIRED = 'ROLE_GRANT_REASON_REQUIRED',
  REASON_TOO_LONG = 'ROLE_GRANT_REASON_TOO_LONG',
  NOT_A_GRANT = 'ROLE_GRANT_NOT_A_GRANT',
  OWN_ROLE = 'ROLE_GRANT_OWN_ROLE',
  OWN_REQUEST = 'ROLE_GRANT_OWN_REQUEST',
  ALREADY_PENDING = 'ROLE_GRANT_ALREADY_PENDING',
  ALREADY_DECIDED = 'ROLE_GRANT_ALREADY_DECIDED',
  EXPIRED = 'ROLE_GRANT_EXPIRED',
  STALE = 'ROLE_GRANT_STALE',
  INVALID_PAGE_SIZE = 'ROLE_GRANTS_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'ROLE_GRANTS_INVALID_CURSOR',
}

const KIND: Record<RoleGrantErrorCode, ErrorKind> = {
  [RoleGrantErrorCode.INVALID_USER_ID]: ErrorKind.BAD_USER_INPUT,
  [RoleGrantErrorCode.INVALID_ID]: ErrorKind.BAD_USER_INPUT,
  [RoleGrantErrorCode.USER_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [RoleGrantErrorCode.NOT_FOUND]: ErrorKind.NOT_FOUND,
  [RoleGrantErrorCode.REASON_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [RoleGrantErrorCode.REASON_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [RoleGrantErrorCode.NOT_A_GRANT]: ErrorKind.BAD_USER_INPUT,
  [RoleGrantErrorCode.OWN_ROLE]: ErrorKind.FORBIDDEN,
  [RoleGrantErrorCode.OWN_REQUEST]: ErrorKind.FORBIDDEN,
  [RoleGrantErrorCode.ALREADY_PENDING]: ErrorKind.CONFLICT,
  [RoleGrantErrorCode.ALREADY_DECIDED]: ErrorKind.CONFLICT,
  [RoleGrantErrorCode.EXPIRED]: ErrorKind.CONFLICT,
  [RoleGrantErrorCode.STALE]: ErrorKind.CONFLICT,
  [RoleGrantErrorCode.INVALID_PAGE_SIZE]: ErrorKind.BAD_USER_INPUT,
  [RoleGrantErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
};

const MESSAGE: Record<RoleGrantErrorCode, string> = {
  [RoleGrantErrorCode.INVALID_USER_ID]: 'The user id is not valid.',
  [RoleGrantErrorCode.INVALID_ID]: 'The role grant id is not valid.',
  [RoleGrantErrorCode.USER_NOT_FOUND]: 'There is no user with this id.',
  [RoleGrantErrorCode.NOT_FOUND]: 'There is no role grant request with this id.',
  [RoleGrantErrorCode.REASON_REQUIRED]: 'Please give a reason.',
  [RoleGrantErrorCode.REASON_TOO_LONG]: `The reason must be at most ${ROLE_GRANT_REASON_MAX} characters.`,
  [RoleGrantErrorCode.NOT_A_GRANT]: 'This role gives the user no more power than they have: change it with setUserRole.',
  [RoleGrantErrorCode.OWN_ROLE]: 'You cannot ask for or approve a role for yourself.',
  [RoleGrantErrorCode.OWN_REQUEST]: 'A second admin must approve this role grant: you requested it.',
  [RoleGrantErrorCode.ALREADY_PENDING]: 'A role grant for this user is already waiting for approval.',
  [RoleGrantErrorCode.ALREADY_DECIDED]: 'This role grant has already been approved, rejected or has expired.',
  [RoleGrantErrorCode.EXPIRED]: `This role grant was not approved within ${ROLE_GRANT_TTL_HOURS} hours and has expired: request it again.`,
  [RoleGrantErrorCode.STALE]: "The user's role changed since this was requested: it has expired. Request it again if it is still needed.",
  [RoleGrantErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${ROLE_GRANTS_PAGE_MAX}.`,
  [RoleGrantErrorCode.INVALID_CURSOR]: 'after must be the endCursor of an earlier roleGrantRequests page.',
};

export class RoleGrantError extends DomainError {
  constructor(code: RoleGrantErrorCode) {
    super(KIND[code], MESSAGE[code], code);
  }
}
