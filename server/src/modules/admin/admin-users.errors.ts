import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const FREEZE_REASON_MAX = 500;
export const USERS_PAGE_MAX = 100;
export const USERS_PAGE_DEFAULT = 50;
export const USERS_SEARCH_MAX = 100;

/** Every way an admin's freeze, unfreeze, 2FA reset or role change of a user can fail, with its kind (HTTP status) and a message safe to show. */
export enum AdminUserErrorCode {
  INVALID_USER_ID = 'INVALID_USER_ID',
  USER_NOT_FOUND = 'USER_NOT_FOUND',
  REASON_REQUIRED = 'REASON_REQUIRED',
  REASON_TOO_LONG = 'REASON_TOO_LONG',
  SELF_FREEZE = 'SELF_FREEZE',
  SELF_TWO_FACTOR_RESET = 'SELF_TWO_FACTOR_RESET',
  ALREADY_FROZEN = 'ALREADY_FROZEN',
  NOT_FROZEN = 'NOT_FROZEN',
  TWO_FACTOR_NOT_ENABLED = 'TWO_FACTOR_NOT_ENABLED',
  INVALID_PAGE_SIZE = 'USERS_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'USERS_INVALID_CURSOR',
  SEARCH_TOO_LONG = 'USERS_SEARCH_TOO_LONG',
  SELF_ROLE_CHANGE = 'SELF_ROLE_CHANGE',
  ROLE_UNCHANGED = 'ROLE_UNCHANGED',
  /** setUserRole only takes power away; giving a role with more of it is requestRoleGrant, approved by a second admin. */
  ROLE_GRANT_NEEDS_APPROVAL = 'ROLE_GRANT_NEEDS_APPROVAL',
  /** The acting admin was demoted or frozen while this change waited for its locks (e.g. two admins demoting each other at once). */
  NO_LONGER_ADMIN = 'NO_LONGER_ADMIN',
  /** The change would leave no active (unfrozen) admin. */
  LAST_ADMIN = 'LAST_ADMIN',
}

const KIND: Record<AdminUserErrorCode, ErrorKind> = {
  [AdminUserErrorCode.INVALID_USER_ID]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.USER_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [AdminUserErrorCode.REASON_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.REASON_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.SELF_FREEZE]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.SELF_TWO_FACTOR_RESET]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.ALREADY_FROZEN]: ErrorKind.CONFLICT,
  [AdminUserErrorCode.NOT_FROZEN]: ErrorKind.CONFLICT,
  [AdminUserErrorCode.TWO_FACTOR_NOT_ENABLED]: ErrorKind.CONFLICT,
  [AdminUserErrorCode.INVALID_PAGE_SIZE]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.SEARCH_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [AdminUserErrorCode.SELF_ROLE_CHANGE]: ErrorKind.FORBIDDEN,
  [AdminUserErrorCode.ROLE_UNCHANGED]: ErrorKind.CONFLICT,
  [AdminUserErrorCode.ROLE_GRANT_NEEDS_APPROVAL]: ErrorKind.FORBIDDEN,
  [AdminUserErrorCode.NO_LONGER_ADMIN]: ErrorKind.CONFLICT,
  [AdminUserErrorCode.LAST_ADMIN]: ErrorKind.CONFLICT,
};

const MESSAGE: Record<AdminUserErrorCode, string> = {
  [AdminUserErrorCode.INVALID_USER_ID]: 'The user id is not valid.',
  [AdminUserErrorCode.USER_NOT_FOUND]: 'There is no user with this id.',
  [AdminUserErrorCode.REASON_REQUIRED]: 'Please give a reason.',
  [AdminUserErrorCode.REASON_TOO_LONG]: `The reason must be at most ${FREEZE_REASON_MAX} characters.`,
  [AdminUserErrorCode.SELF_FREEZE]: 'You cannot freeze your own account.',
  [AdminUserErrorCode.SELF_TWO_FACTOR_RESET]: 'Turn off your own two-factor authentication on your security page, with a code.',
  [AdminUserErrorCode.ALREADY_FROZEN]: 'This account is already frozen.',
  [AdminUserErrorCode.NOT_FROZEN]: 'This account is not frozen.',
  [AdminUserErrorCode.TWO_FACTOR_NOT_ENABLED]: 'Two-factor authentication is not on for this user.',
  [AdminUserErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${USERS_PAGE_MAX}.`,
  [AdminUserErrorCode.INVALID_CURSOR]: 'after must be the endCursor of an earlier adminUsers page.',
  [AdminUserErrorCode.SEARCH_TOO_LONG]: `The search must be at most ${USERS_SEARCH_MAX} characters.`,
  [AdminUserErrorCode.SELF_ROLE_CHANGE]: 'You cannot change your own role: ask another admin.',
  [AdminUserErrorCode.ROLE_UNCHANGED]: 'The user already has this role.',
  [AdminUserErrorCode.ROLE_GRANT_NEEDS_APPROVAL]: 'Giving this role needs a second admin: request the role grant, and another admin approves it.',
  [AdminUserErrorCode.NO_LONGER_ADMIN]: 'Your own role or access changed at the same moment: you are no longer an admin. Nothing was changed.',
  [AdminUserErrorCode.LAST_ADMIN]: 'This would leave the platform without an active admin. Nothing was changed.',
};

export class AdminUserError extends DomainError {
  constructor(code: AdminUserErrorCode) {
    super(KIND[code], MESSAGE[code], code);
  }
}
