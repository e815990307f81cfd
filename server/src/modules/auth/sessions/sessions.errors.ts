import { DomainError, ErrorKind } from '../../../common/errors/domain-error';

/** Every way a session operation can fail, each with its kind (HTTP status) and a message safe to show. */
export enum SessionErrorCode {
  INVALID_SESSION_ID = 'INVALID_SESSION_ID',
  SESSION_NOT_FOUND = 'SESSION_NOT_FOUND',
}

const KIND: Record<SessionErrorCode, ErrorKind> = {
  [SessionErrorCode.INVALID_SESSION_ID]: ErrorKind.BAD_USER_INPUT,
  [SessionErrorCode.SESSION_NOT_FOUND]: ErrorKind.NOT_FOUND,
};

const MESSAGE: Record<SessionErrorCode, string> = {
  [SessionErrorCode.INVALID_SESSION_ID]: 'The session id is not valid.',
  [SessionErrorCode.SESSION_NOT_FOUND]: 'That session does not exist or has already ended.',
};

export class SessionError extends DomainError {
  constructor(code: SessionErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
