import { QueryFailedError } from 'typeorm';
import { DomainError, ErrorKind } from '../../common/errors/domain-error';
import { isLocale, Locale, LOCALES } from '../../common/locale';

export const AVATAR_RULES = { maxBytes: 5 * 1024 * 1024, maxSide: 512 };

/** Every way a user record operation can fail, each with its kind (HTTP status) and a message safe to show. */
export enum UserErrorCode {
  SESSION_EXPIRED = 'SESSION_EXPIRED',
  EMAIL_TAKEN = 'EMAIL_TAKEN',
  USERNAME_TAKEN = 'USERNAME_TAKEN',
  PROFILE_FIELDS_REQUIRED = 'PROFILE_FIELDS_REQUIRED',
  PHONE_NOT_DIGITS = 'PHONE_NOT_DIGITS',
  PHONE_LENGTH = 'PHONE_LENGTH',
  INVALID_USERNAME = 'INVALID_USERNAME',
  INVALID_GENDER = 'INVALID_GENDER',
  ADDRESS_FIELDS_REQUIRED = 'ADDRESS_FIELDS_REQUIRED',
  FILE_REQUIRED = 'FILE_REQUIRED',
  IMAGE_TOO_LARGE = 'IMAGE_TOO_LARGE',
  /** An avatar file that is not there: the same answer as any unknown path. */
  NOT_FOUND = 'NOT_FOUND',
  INVALID_DATE_OF_BIRTH = 'INVALID_DATE_OF_BIRTH',
  DATE_OF_BIRTH_IN_FUTURE = 'DATE_OF_BIRTH_IN_FUTURE',
  DATE_OF_BIRTH_TOO_EARLY = 'DATE_OF_BIRTH_TOO_EARLY',
  /** An admin froze the account: no sign-in, no money movement. */
  ACCOUNT_FROZEN = 'ACCOUNT_FROZEN',
  /** A language the platform does not speak (setLocale, registration). */
  UNSUPPORTED_LOCALE = 'UNSUPPORTED_LOCALE',
  /** A maker-checker decision by someone who, by the time it completes, is no longer an active admin (demoted or frozen). */
  APPROVER_NOT_ADMIN = 'APPROVER_NOT_ADMIN',
  /** A maker-checker request made by someone who, by the time it is approved, is no longer an active admin. */
  REQUESTER_NOT_ADMIN = 'REQUESTER_NOT_ADMIN',
}

const KIND: Record<UserErrorCode, ErrorKind> = {
  [UserErrorCode.SESSION_EXPIRED]: ErrorKind.UNAUTHENTICATED,
  [UserErrorCode.EMAIL_TAKEN]: ErrorKind.CONFLICT,
  [UserErrorCode.USERNAME_TAKEN]: ErrorKind.CONFLICT,
  [UserErrorCode.PROFILE_FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.PHONE_NOT_DIGITS]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.PHONE_LENGTH]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.INVALID_USERNAME]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.INVALID_GENDER]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.ADDRESS_FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.FILE_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.IMAGE_TOO_LARGE]: ErrorKind.PAYLOAD_TOO_LARGE,
  [UserErrorCode.NOT_FOUND]: ErrorKind.NOT_FOUND,
  [UserErrorCode.INVALID_DATE_OF_BIRTH]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.DATE_OF_BIRTH_IN_FUTURE]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.DATE_OF_BIRTH_TOO_EARLY]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.ACCOUNT_FROZEN]: ErrorKind.FORBIDDEN,
  [UserErrorCode.UNSUPPORTED_LOCALE]: ErrorKind.BAD_USER_INPUT,
  [UserErrorCode.APPROVER_NOT_ADMIN]: ErrorKind.FORBIDDEN,
  [UserErrorCode.REQUESTER_NOT_ADMIN]: ErrorKind.CONFLICT,
};

const MESSAGE: Record<UserErrorCode, string> = {
  [UserErrorCode.SESSION_EXPIRED]: 'Your session has expired. Please sign in again.',
  [UserErrorCode.EMAIL_TAKEN]: 'An account with this email already exists.',
  [UserErrorCode.USERNAME_TAKEN]: 'This username is already taken.',
  [UserErrorCode.PROFILE_FIELDS_REQUIRED]: 'Every required field must not be empty',
  [UserErrorCode.PHONE_NOT_DIGITS]: 'Phone number must contain digits only',
  [UserErrorCode.PHONE_LENGTH]: 'Phone number must have between 5 and 20 digits',
  [UserErrorCode.INVALID_USERNAME]: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
  [UserErrorCode.INVALID_GENDER]: 'Gender must be Male, Female or Others',
  [UserErrorCode.ADDRESS_FIELDS_REQUIRED]: 'All required fields are required to proceed',
  [UserErrorCode.FILE_REQUIRED]: 'Please select a file first',
  [UserErrorCode.IMAGE_TOO_LARGE]: `The image must be at most ${Math.round(AVATAR_RULES.maxBytes / 1024 / 1024)} MB.`,
  [UserErrorCode.NOT_FOUND]: 'Not found.',
  [UserErrorCode.INVALID_DATE_OF_BIRTH]: 'Date of birth must be a valid date (YYYY-MM-DD)',
  [UserErrorCode.DATE_OF_BIRTH_IN_FUTURE]: 'Date of birth cannot be in the future',
  [UserErrorCode.DATE_OF_BIRTH_TOO_EARLY]: 'Date of birth must be after 1900',
  [UserErrorCode.ACCOUNT_FROZEN]: 'This account is frozen. Please contact support.',
  [UserErrorCode.UNSUPPORTED_LOCALE]: `Language must be one of ${LOCALES.join(', ')}.`,
  [UserErrorCode.APPROVER_NOT_ADMIN]: 'You are no longer an admin: this approval does not count.',
  [UserErrorCode.REQUESTER_NOT_ADMIN]:
    'The admin who asked for this is no longer an admin: it cannot be approved. Reject it, and ask again if it is still needed.',
};

/** Whether `error` is Postgres refusing a duplicate in the unique index `index`. */
export function uniqueViolation(error: unknown, index: string): boolean {
  return error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === index;
}

/** The input field each refusal is about (`extensions.field`, REST `field`); a missing required field is named where it is thrown. */
const FIELD: Partial<Record<UserErrorCode, string>> = {
  [UserErrorCode.EMAIL_TAKEN]: 'email',
  [UserErrorCode.USERNAME_TAKEN]: 'username',
  [UserErrorCode.PHONE_NOT_DIGITS]: 'phone',
  [UserErrorCode.PHONE_LENGTH]: 'phone',
  [UserErrorCode.INVALID_USERNAME]: 'username',
  [UserErrorCode.INVALID_GENDER]: 'gender',
  [UserErrorCode.INVALID_DATE_OF_BIRTH]: 'dateOfBirth',
  [UserErrorCode.DATE_OF_BIRTH_IN_FUTURE]: 'dateOfBirth',
  [UserErrorCode.DATE_OF_BIRTH_TOO_EARLY]: 'dateOfBirth',
  [UserErrorCode.UNSUPPORTED_LOCALE]: 'locale',
};

export class UserError extends DomainError {
  constructor(code: UserErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
    this.field = FIELD[code];
  }
}

/** `value` as one of the platform's languages, or UNSUPPORTED_LOCALE (nothing is changed). */
export function checkLocale(value: unknown): Locale {
  if (!isLocale(value)) throw new UserError(UserErrorCode.UNSUPPORTED_LOCALE);
  return value;
}
