import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_ACTION_MAX_LENGTH = 100;
export const AUDIT_EMAIL_MAX_LENGTH = 254;

/** Every way reading the audit log can fail; all are the caller's input (400). */
export enum AuditErrorCode {
  INVALID_PAGE_SIZE = 'AUDIT_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'AUDIT_INVALID_CURSOR',
  INVALID_ACTION = 'AUDIT_INVALID_ACTION',
  INVALID_ACTOR_ID = 'AUDIT_INVALID_ACTOR_ID',
  INVALID_USER_ID = 'AUDIT_INVALID_USER_ID',
  UNKNOWN_ACTOR = 'AUDIT_UNKNOWN_ACTOR',
  UNKNOWN_USER = 'AUDIT_UNKNOWN_USER',
  INVALID_EMAIL = 'AUDIT_INVALID_EMAIL',
}

const MESSAGE: Record<AuditErrorCode, string> = {
  [AuditErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${AUDIT_PAGE_MAX}.`,
  [AuditErrorCode.INVALID_CURSOR]: 'after must be the endCursor of an earlier auditLog page.',
  [AuditErrorCode.INVALID_ACTION]: `action must be an action name such as "deposit.approved" (at most ${AUDIT_ACTION_MAX_LENGTH} characters).`,
  [AuditErrorCode.INVALID_ACTOR_ID]: 'The actor id is not valid.',
  [AuditErrorCode.INVALID_USER_ID]: 'The user id is not valid.',
  [AuditErrorCode.UNKNOWN_ACTOR]: 'No user has this actor id.',
  [AuditErrorCode.UNKNOWN_USER]: 'No user has this user id.',
  [AuditErrorCode.INVALID_EMAIL]: `The email must be at most ${AUDIT_EMAIL_MAX_LENGTH} characters.`,
};

export class AuditError extends DomainError {
  constructor(code: AuditErrorCode, message: string = MESSAGE[code]) {
    super(ErrorKind.BAD_USER_INPUT, message, code);
  }
}
