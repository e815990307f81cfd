import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way an idempotency key can be refused. */
export enum IdempotencyErrorCode {
  INVALID_IDEMPOTENCY_KEY = 'INVALID_IDEMPOTENCY_KEY',
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
}

const KIND: Record<IdempotencyErrorCode, ErrorKind> = {
  [IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY]: ErrorKind.BAD_USER_INPUT,
  [IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED]: ErrorKind.UNPROCESSABLE,
};

const MESSAGE: Record<IdempotencyErrorCode, string> = {
  [IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY]: 'The idempotency key must be 1 to 200 visible ASCII characters.',
  [IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED]: 'This idempotency key was already used for a different request.',
};

export class IdempotencyError extends DomainError {
  constructor(code: IdempotencyErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
