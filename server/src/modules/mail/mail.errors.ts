import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a mail operation can fail. None is the caller's doing: all are INTERNAL (500, a generic message). */
export enum MailErrorCode {
  QUEUE_NOT_STARTED = 'MAIL_QUEUE_NOT_STARTED',
}

const MESSAGE: Record<MailErrorCode, string> = {
  [MailErrorCode.QUEUE_NOT_STARTED]: 'The mail queue is not started.',
};

export class MailError extends DomainError {
  constructor(code: MailErrorCode, message: string = MESSAGE[code]) {
    super(ErrorKind.INTERNAL, message, code);
  }
}
