import { DomainError, ErrorKind } from '../../common/errors/domain-error';
import { minutesText } from '../rate-limit/rate-limit.service';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Every way a sign-up, sign-in, password, email change or second-factor call can fail, each with
 * its kind (HTTP status) and a message safe to show. Messages that carry a figure are built by
 * the factories below.
 */
export enum AuthErrorCode {
  FIELDS_REQUIRED = 'FIELDS_REQUIRED',
  INVALID_EMAIL = 'INVALID_EMAIL',
  INVALID_USERNAME = 'INVALID_USERNAME',
  UNKNOWN_FIELD = 'UNKNOWN_FIELD',
  INVALID_FIELD = 'INVALID_FIELD',
  UNKNOWN_REFERRAL = 'UNKNOWN_REFERRAL',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  SIGN_IN_LOCKED = 'SIGN_IN_LOCKED',
  TOO_MANY_SIGN_UPS = 'TOO_MANY_SIGN_UPS',
  TOO_MANY_RESET_REQUESTS = 'TOO_MANY_RESET_REQUESTS',
  TOO_MANY_EMAIL_CODES = 'TOO_MANY_EMAIL_CODES',
  PASSWORD_TOO_SHORT = 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG = 'PASSWORD_TOO_LONG',
  PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON',
  SAME_PASSWORD = 'SAME_PASSWORD',
  INVALID_PASSWORD = 'INVALID_PASSWORD',
  INVALID_RESET_TOKEN = 'INVALID_RESET_TOKEN',
  EMAIL_FIELDS_REQUIRED = 'EMAIL_FIELDS_REQUIRED',
  EMAILS_DO_NOT_MATCH = 'EMAILS_DO_NOT_MATCH',
  WRONG_CURRENT_EMAIL = 'WRONG_CURRENT_EMAIL',
  SAME_EMAIL = 'SAME_EMAIL',
  EMAIL_TAKEN = 'EMAIL_TAKEN',
  INVALID_EMAIL_CODE = 'INVALID_EMAIL_CODE',
  NO_EMAIL_CHANGE = 'NO_EMAIL_CHANGE',
  EMAIL_CHANGE_VOIDED = 'EMAIL_CHANGE_VOIDED',
  TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED',
  TWO_FACTOR_LOGIN_EXPIRED = 'TWO_FACTOR_LOGIN_EXPIRED',
  TWO_FACTOR_CODE_REQUIRED = 'TWO_FACTOR_CODE_REQUIRED',
  INVALID_TWO_FACTOR_CODE = 'INVALID_TWO_FACTOR_CODE',
  TWO_FACTOR_ALREADY_ENABLED = 'TWO_FACTOR_ALREADY_ENABLED',
  TWO_FACTOR_NOT_ENABLED = 'TWO_FACTOR_NOT_ENABLED',
  TWO_FACTOR_NO_SETUP = 'TWO_FACTOR_NO_SETUP',
}

const KIND: Record<AuthErrorCode, ErrorKind> = {
  [AuthErrorCode.FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.INVALID_EMAIL]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.INVALID_USERNAME]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.UNKNOWN_FIELD]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.INVALID_FIELD]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.UNKNOWN_REFERRAL]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.INVALID_CREDENTIALS]: ErrorKind.UNAUTHENTICATED,
  [AuthErrorCode.SIGN_IN_LOCKED]: ErrorKind.RATE_LIMITED,
  [AuthErrorCode.TOO_MANY_SIGN_UPS]: ErrorKind.RATE_LIMITED,
  [AuthErrorCode.TOO_MANY_RESET_REQUESTS]: ErrorKind.RATE_LIMITED,
  [AuthErrorCode.TOO_MANY_EMAIL_CODES]: ErrorKind.RATE_LIMITED,
  [AuthErrorCode.PASSWORD_TOO_SHORT]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.PASSWORD_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.PASSWORD_TOO_COMMON]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.SAME_PASSWORD]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.INVALID_PASSWORD]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.INVALID_RESET_TOKEN]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.EMAIL_FIELDS_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.EMAILS_DO_NOT_MATCH]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.WRONG_CURRENT_EMAIL]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.SAME_EMAIL]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.EMAIL_TAKEN]: ErrorKind.CONFLICT,
  [AuthErrorCode.INVALID_EMAIL_CODE]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.NO_EMAIL_CHANGE]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.EMAIL_CHANGE_VOIDED]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.TWO_FACTOR_REQUIRED]: ErrorKind.TWO_FACTOR_REQUIRED,
  [AuthErrorCode.TWO_FACTOR_LOGIN_EXPIRED]: ErrorKind.UNAUTHENTICATED,
  [AuthErrorCode.TWO_FACTOR_CODE_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.INVALID_TWO_FACTOR_CODE]: ErrorKind.BAD_USER_INPUT,
  [AuthErrorCode.TWO_FACTOR_ALREADY_ENABLED]: ErrorKind.CONFLICT,
  [AuthErrorCode.TWO_FACTOR_NOT_ENABLED]: ErrorKind.CONFLICT,
  [AuthErrorCode.TWO_FACTOR_NO_SETUP]: ErrorKind.BAD_USER_INPUT,
};

const MESSAGE: Partial<Record<AuthErrorCode, string>> = {
  [AuthErrorCode.FIELDS_REQUIRED]: 'All fields are required to proceed',
  [AuthErrorCode.INVALID_EMAIL]: 'Please enter a valid email address.',
  [AuthErrorCode.INVALID_USERNAME]: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
  [AuthErrorCode.UNKNOWN_REFERRAL]: 'The referral ID is not valid. Check the link you were given or leave the field empty.',
  [AuthErrorCode.INVALID_CREDENTIALS]: 'Invalid email or password.',
  [AuthErrorCode.PASSWORD_TOO_SHORT]: `The password must be at least ${PASSWORD_MIN} characters long.`,
  [AuthErrorCode.PASSWORD_TOO_LONG]: `The password must be at most ${PASSWORD_MAX} characters long.`,
  [AuthErrorCode.PASSWORD_TOO_COMMON]: 'This password is too common and easy to guess. Please choose another one.',
  [AuthErrorCode.SAME_PASSWORD]: 'The new password must be different from the current one.',
  [AuthErrorCode.INVALID_PASSWORD]: 'The current password is not correct.',
  [AuthErrorCode.INVALID_RESET_TOKEN]: 'This reset link is invalid or has expired. Please ask for a new one.',
  [AuthErrorCode.EMAIL_FIELDS_REQUIRED]: 'Please fill in all required fields.',
  [AuthErrorCode.EMAILS_DO_NOT_MATCH]: 'Emails do not match. Please check and try again.',
  [AuthErrorCode.WRONG_CURRENT_EMAIL]: 'The current email is not the email of this account.',
  [AuthErrorCode.SAME_EMAIL]: 'Current email cannot be used again',
  [AuthErrorCode.EMAIL_TAKEN]: 'An account with this email already exists.',
  [AuthErrorCode.INVALID_EMAIL_CODE]: 'The code is the 6 digits we sent to your new email.',
  [AuthErrorCode.NO_EMAIL_CHANGE]: 'There is no email change waiting, or its code has expired. Please request a new code.',
  [AuthErrorCode.EMAIL_CHANGE_VOIDED]: 'Too many wrong codes: this request is void. Please request a new code.',
  [AuthErrorCode.TWO_FACTOR_REQUIRED]: 'Enter the 6-digit code from your authenticator app.',
  [AuthErrorCode.TWO_FACTOR_LOGIN_EXPIRED]: 'Your sign-in has expired. Please enter your email and password again.',
  [AuthErrorCode.TWO_FACTOR_CODE_REQUIRED]: 'Enter the 6-digit code from your authenticator app.',
  [AuthErrorCode.INVALID_TWO_FACTOR_CODE]: 'The code is not correct. Enter the current 6-digit code from your authenticator app or an unused recovery code.',
  [AuthErrorCode.TWO_FACTOR_ALREADY_ENABLED]: 'Two-factor authentication is already on.',
  [AuthErrorCode.TWO_FACTOR_NOT_ENABLED]: 'Two-factor authentication is not on.',
  [AuthErrorCode.TWO_FACTOR_NO_SETUP]: 'Start the set-up again: scan the new QR code, then enter its code.',
};

/**
 * The input field each refusal is about (`extensions.field`, REST `field`) as sign-up names it;
 * the password and email change name theirs with `.about()` where it differs. A wrong email or
 * password at sign-in names none (which one is wrong is not told).
 */
const FIELD: Partial<Record<AuthErrorCode, string>> = {
  [AuthErrorCode.INVALID_EMAIL]: 'email',
  [AuthErrorCode.INVALID_USERNAME]: 'username',
  [AuthErrorCode.UNKNOWN_REFERRAL]: 'referralId',
  [AuthErrorCode.PASSWORD_TOO_SHORT]: 'password',
  [AuthErrorCode.PASSWORD_TOO_LONG]: 'password',
  [AuthErrorCode.PASSWORD_TOO_COMMON]: 'password',
  [AuthErrorCode.SAME_PASSWORD]: 'newPassword',
  [AuthErrorCode.INVALID_PASSWORD]: 'currentPassword',
  [AuthErrorCode.EMAILS_DO_NOT_MATCH]: 'confirmEmail',
  [AuthErrorCode.WRONG_CURRENT_EMAIL]: 'currentEmail',
  [AuthErrorCode.SAME_EMAIL]: 'newEmail',
  [AuthErrorCode.EMAIL_TAKEN]: 'email',
  [AuthErrorCode.INVALID_EMAIL_CODE]: 'code',
  [AuthErrorCode.INVALID_TWO_FACTOR_CODE]: 'code',
};

export class AuthError extends DomainError {
  constructor(code: AuthErrorCode, message: string = MESSAGE[code] ?? code) {
    super(KIND[code], message, code);
    this.field = FIELD[code];
  }
}

/** Sign-in (and every check that takes a sign-in slot) is locked for `seconds`. */
export const lockedOut = (seconds: number) =>
  new AuthError(AuthErrorCode.SIGN_IN_LOCKED, `Too many failed sign-in attempts. Sign-in is locked; please try again in ${minutesText(seconds)}.`);

export const tooManySignUps = (seconds: number) =>
  new AuthError(AuthErrorCode.TOO_MANY_SIGN_UPS, `Too many sign-ups from your network. Please try again in ${minutesText(seconds)}.`);

export const tooManyResetRequests = (seconds: number) =>
  new AuthError(AuthErrorCode.TOO_MANY_RESET_REQUESTS, `Too many reset requests. Please try again in ${minutesText(seconds)}.`);

export const tooManyEmailCodes = (seconds: number) =>
  new AuthError(AuthErrorCode.TOO_MANY_EMAIL_CODES, `Too many codes sent. Please try again in ${minutesText(seconds)}.`);

export const twoFactorRequired = () => new AuthError(AuthErrorCode.TWO_FACTOR_REQUIRED);
