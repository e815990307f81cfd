import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way an edit of the site content can fail: the message names the first problem (400). */
export enum ContentErrorCode {
  INVALID_CONTENT = 'INVALID_CONTENT',
}

export class ContentError extends DomainError {
  constructor(code: ContentErrorCode, message: string) {
    super(ErrorKind.BAD_USER_INPUT, message, code);
  }
}

/** An edit refused: `message` says what and where (`faq[2].answer must be ...`); `field` is the input field at fault. */
export const invalidContent = (message: string, field: 'key' | 'locale' | 'value' = 'value') => {
  const error = new ContentError(ContentErrorCode.INVALID_CONTENT, message);
  error.field = field;
  return error;
};
