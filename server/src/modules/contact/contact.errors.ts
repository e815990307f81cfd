import { DomainError, ErrorKind } from '../../common/errors/domain-error';

export const CONTACT_SUBJECTS = ['Enquiry', 'Financial Advice', 'Account Issues', 'Other Issues'];

/** Every way a contact form submission can fail; all are the sender's input (400). */
export enum ContactErrorCode {
  FIELDS_REQUIRED = 'CONTACT_FIELDS_REQUIRED',
  WRONG_CAPTCHA = 'WRONG_CAPTCHA',
  INVALID_EMAIL = 'CONTACT_INVALID_EMAIL',
  INVALID_SUBJECT = 'CONTACT_INVALID_SUBJECT',
}

const MESSAGE: Record<ContactErrorCode, string> = {
  [ContactErrorCode.FIELDS_REQUIRED]: 'All fields are required to proceed',
  [ContactErrorCode.WRONG_CAPTCHA]: 'The captcha answer is not correct. Please answer the new question.',
  [ContactErrorCode.INVALID_EMAIL]: 'Please enter a valid email address.',
  [ContactErrorCode.INVALID_SUBJECT]: `Subject must be one of: ${CONTACT_SUBJECTS.join(', ')}.`,
};

export class ContactError extends DomainError {
  constructor(code: ContactErrorCode, message: string = MESSAGE[code]) {
    super(ErrorKind.BAD_USER_INPUT, message, code);
  }
}
