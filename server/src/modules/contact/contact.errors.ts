import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const CONTACT_SUBJECTS = ['Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues'];

export const CONTACT_PAGE_MAX = 100;
export const CONTACT_PAGE_DEFAULT = 25;

/** Every way a contact operation can fail: the form's are the sender's input (400); the console's reads and marks, 400 or 404. */
export enum ContactErrorCode {
  FIELDS_REQUIRED = 'CONTACT_FIELDS_REQUIRED',
  WRONG_CAPTCHA = 'WRONG_CAPTCHA',
  INVALID_EMAIL = 'CONTACT_INVALID_EMAIL',
  INVALID_SUBJECT = 'CONTACT_INVALID_SUBJECT',
  INVALID_PAGE_SIZE = 'CONTACT_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'CONTACT_INVALID_CURSOR',
  INVALID_MESSAGE_ID = 'CONTACT_INVALID_MESSAGE_ID',
  MESSAGE_NOT_FOUND = 'CONTACT_MESSAGE_NOT_FOUND',
}

const KIND: Record<ContactErrorCode, ErrorKind> = {
  [ContactErrorCode.FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [ContactErrorCode.WRONG_CAPTCHA]: ErrorKind.BAD_USER_INPUT,
  [ContactErrorCode.INVALID_EMAIL]: ErrorKind.BAD_USER_INPUT,
  [ContactErrorCode.INVALID_SUBJECT]: ErrorKind.BAD_USER_INPUT,
  [ContactErrorCode.INVALID_PAGE_SIZE]: ErrorKind.BAD_USER_INPUT,
  [ContactErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
  [ContactErrorCode.INVALID_MESSAGE_ID]: ErrorKind.BAD_USER_INPUT,
  [ContactErrorCode.MESSAGE_NOT_FOUND]: ErrorKind.NOT_FOUND,
};

const MESSAGE: Record<ContactErrorCode, string> = {
  [ContactErrorCode.FIELDS_REQUIRED]: 'All fields are required to proceed',
  [ContactErrorCode.WRONG_CAPTCHA]: 'The captcha answer is not correct. Please answer the new question.',
  [ContactErrorCode.INVALID_EMAIL]: 'Please enter a valid email address.',
  [ContactErrorCode.INVALID_SUBJECT]: `Subject must be one of: ${CONTACT_SUBJECTS.join(', ')}.`,
  [ContactErrorCode.INVALID_PAGE_SIZE]: `first must be between 1 and ${CONTACT_PAGE_MAX}.`,
  [ContactErrorCode.INVALID_CURSOR]: 'after must be the endCursor of an earlier contactMessages page.',
  [ContactErrorCode.INVALID_MESSAGE_ID]: 'The contact message id is not valid.',
  [ContactErrorCode.MESSAGE_NOT_FOUND]: 'No contact message has this id.',
};

/** The form field each refusal is about (`extensions.field`, REST `field`). */
const FIELD: Partial<Record<ContactErrorCode, string>> = {
  [ContactErrorCode.WRONG_CAPTCHA]: 'captcha',
  [ContactErrorCode.INVALID_EMAIL]: 'email',
  [ContactErrorCode.INVALID_SUBJECT]: 'subject',
};

export class ContactError extends DomainError {
  constructor(code: ContactErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
    this.field = FIELD[code];
  }
}
