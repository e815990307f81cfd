import type { TFunction } from 'i18next';
import { errorMessageOf, graphQLErrorsOf } from '../../../lib/apollo';

// The server words its answers in English (the spec's texts). On the account pages each answer we
// know is told in the visitor's language; English readers get the server's own words, and an
// answer we do not know stays as the server wrote it.
const BY_REASON: Record<string, string> = {
  INVALID_CREDENTIALS: 'server.invalidCredentials',
  UNKNOWN_REFERRAL: 'server.unknownReferral',
  INVALID_RESET_TOKEN: 'server.invalidResetToken',
  PASSWORD_TOO_SHORT: 'server.passwordTooShort',
  PASSWORD_TOO_LONG: 'server.passwordTooLong',
  PASSWORD_TOO_COMMON: 'server.passwordTooCommon',
  EMAIL_TAKEN: 'server.emailTaken',
  USERNAME_TAKEN: 'server.usernameTaken',
  TWO_FACTOR_REQUIRED: 'server.twoFactorRequired',
  INVALID_TWO_FACTOR_CODE: 'server.invalidTwoFactorCode',
  TWO_FACTOR_LOGIN_EXPIRED: 'server.twoFactorLoginExpired',
};

const BY_TEXT: [RegExp, string][] = [
  [/^All fields are required to proceed$/, 'server.allRequired'],
  [/^Please enter a valid email address\.$/, 'server.invalidEmail'],
  [/^Username must be 3 to 30 letters/, 'server.usernameRule'],
  [/^Invalid email or password\.$/, 'server.invalidCredentials'],
  [/^Too many failed sign-in attempts\./, 'server.signInLocked'],
  [/^Too many sign-ups from your network\./, 'server.signUpLocked'],
  [/^Too many reset requests\./, 'server.resetLocked'],
  [/^Too many requests\./, 'server.tooManyRequests'],
  [/^Registration successful!/, 'server.registered'],
  [/^If an account exists for that email/, 'server.resetRequested'],
  [/^Your password has been changed\./, 'server.resetDone'],
  [/^Enter the 6-digit code from your authenticator app\.$/, 'server.twoFactorRequired'],
];

/** `message`, an answer of the server's, in the language of `t` (the account texts). */
export function translateServerMessage(message: string, t: TFunction<'account'>, language: string, reason?: string): string {
  if (language === 'en') return message;
  const key = (reason ? BY_REASON[reason] : undefined) ?? BY_TEXT.find(([pattern]) => pattern.test(message))?.[1];
  if (!key) return message;
  // The one figure a message carries: minutes to wait, or a password length limit.
  const figure = /(\d+)/.exec(message)?.[1] ?? '';
  return t(key as never, { minutes: figure, min: figure, max: figure }) as string;
}

/** What to show for a failed account operation, in the visitor's language where we can. */
export function accountErrorMessage(error: unknown, t: TFunction<'account'>, language: string, fallback: string, networkFallback: string): string {
  const answer = graphQLErrorsOf(error).find((e) => e.message);
  if (answer) return translateServerMessage(answer.message, t, language, answer.extensions?.reason as string | undefined);
  return errorMessageOf(error, fallback, networkFallback);
}

/**
 * The failure's own code: the server writes the kind into `extensions.code` and the module's code
 * into `extensions.reason`; either may name it (TWO_FACTOR_REQUIRED, INVALID_TWO_FACTOR_CODE...).
 */
export function failureCodesOf(error: unknown): string[] {
  return graphQLErrorsOf(error).flatMap((e) =>
    [e.extensions?.reason, e.extensions?.code].filter((c): c is string => typeof c === 'string'),
  );
}

/** `login` answered that the password was right and the second step is due. */
export function needsTwoFactor(error: unknown): boolean {
  return failureCodesOf(error).includes('TWO_FACTOR_REQUIRED');
}

/** The second step came too late (or the session lost the first): the password is needed again. */
export function twoFactorLoginExpired(error: unknown): boolean {
  return failureCodesOf(error).includes('TWO_FACTOR_LOGIN_EXPIRED');
}
