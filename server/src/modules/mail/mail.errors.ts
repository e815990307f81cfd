import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const OUTBOX_PAGE_MAX = 100;
export const OUTBOX_PAGE_DEFAULT = 25;
export const OUTBOX_STATUSES = ['queued', 'stored', 'sent', 'failed', 'dead'] as const;

/** Every way a mail operation can fail: the queue's are ours (500, a generic message); reading the outbox, the caller's (400, 404). */
export enum MailErrorCode {
  QUEUE_NOT_STARTED = 'MAIL_QUEUE_NOT_STARTED',
  INVALID_PAGE_SIZE = 'MAIL_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'MAIL_INVALID_CURSOR',
  INVALID_STATUS = 'MAIL_INVALID_STATUS',
  INVALID_MESSAGE_ID = 'MAIL_INVALID_MESSAGE_ID',
  MESSAGE_NOT_FOUND = 'MAIL_MESSAGE_NOT_FOUND',
}

const KIND: Record<MailErrorCode, ErrorKind> = {
  [MailErrorCode.QUEUE_NOT_STARTED]: ErrorKind.INTERNAL,
  [MailErrorCode.INVALID_PAGE_SIZE]: ErrorKind.BAD_USER_INPUT,
  [MailErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
  [MailErrorCode.INVALID_STATUS]: ErrorKind.BAD_USER_INPUT,
  [MailErrorCode.INVALID_MESSAGE_ID]: ErrorKind.BAD_USER_INPUT,
  [MailErrorCode.MESSAGE_NOT_FOUND]: ErrorKind.NOT_FOUND,
};

const MESSAGE: Record<MailErrorCode, string> = {
  [MailErrorCode.QUEUE_NOT_STARTED]: 'The mail queue is not started.',
  [MailErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${OUTBOX_PAGE_MAX}.`,
  [MailErrorCode.INVALID_CURSOR]: 'after must be the endCursor of an earlier mailOutboxMessages page.',
  [MailErrorCode.INVALID_STATUS]: `status must be one of: ${OUTBOX_STATUSES.join(', ')}.`,
  [MailErrorCode.INVALID_MESSAGE_ID]: 'The outbox message id is not valid.',
  [MailErrorCode.MESSAGE_NOT_FOUND]: 'No outbox message has this id.',
};

export class MailError extends DomainError {
  constructor(code: MailErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
