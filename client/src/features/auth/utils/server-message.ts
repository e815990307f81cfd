import type { TFunction } from 'i18next';
import { errorMessageOf, graphQLErrorsOf } from '../../../lib/apollo';
import type { FieldErrors } from '../../../lib/field-errors';

// The server words its answers in English (the spec's texts). On the account pages each answer we
// know is told in the visitor's language, found by its code (`extensions.reason`, or the kind in
// `extensions.code` for a generic refusal), never by its wording; English readers get the server's
// own words, and an answer we do not know stays as the server wrote it.
const BY_REASON: Record<string, string> = {
  FIELDS_REQUIRED: 'server.allRequired',
  INVALID_EMAIL: 'server.invalidEmail',
  INVALID_USERNAME: 'server.usernameRule',
  INVALID_CREDENTIALS: 'server.invalidCredentials',
  ACCOUNT_FROZEN: 'server.accountFrozen',
  SIGN_IN_LOCKED: 'server.signInLocked',
  TOO_MANY_SIGN_UPS: 'server.signUpLocked',
  TOO_MANY_RESET_REQUESTS: 'server.resetLocked',
  // A refusal of the rate limit that names no reason of its own.
  RATE_LIMITED: 'server.tooManyRequests',
  UNKNOWN_REFERRAL: 'server.unknownReferral',
  INVALID_RESET_TOKEN: 'server.invalidResetToken',
  PASSWORD_TOO_SHORT: 'server.passwordTooShort',
  PASSWORD_TOO_LONG: 'server.passwordTooLong',
  PASSWORD_TOO_COMMON: 'server.passwordTooCommon',
  EMAIL_TAKEN: 'server.emailTaken',
  USERNAME_TAKEN: 'server.usernameTaken',
  TWO_FACTOR_REQUIRED: 'server.twoFactorRequired',
  TWO_FACTOR_CODE_REQUIRED: 'server.twoFactorRequired',
  INVALID_TWO_FACTOR_CODE: 'server.invalidTwoFactorCode',
  TWO_FACTOR_LOGIN_EXPIRED: 'server.twoFactorLoginExpired',
};

/** `message`, an answer of the server's with the code `reason`, in the language of `t` (the account texts). */
export function translateServerMessage(message: string, t: TFunction<'account'>, language: string, reason?: string): string {
  if (language === 'en') return message;
  const key = reason ? BY_REASON[reason] : undefined;
  if (!key) return message;
  // The one figure a message carries: minutes to wait, or a password length limit.
  const figure = /(\d+)/.exec(message)?.[1] ?? '';
  return t(key as never, { minutes: figure, min: figure, max: figure }) as string;
}

/** The success answers of the account mutations, each always the same text. */
export type SuccessAnswer = 'server.registered' | 'server.resetRequested' | 'server.resetDone';

/** A success answer of the server's: its own words for English readers, our translation of that answer for the others. */
export function successMessage(message: string, t: TFunction<'account'>, language: string, answer: SuccessAnswer): string {
  return language === 'en' ? message : (t(answer) as string);
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
  return graphQLErrorsOf(error).flatMap((e) => [e.extensions?.reason, e.extensions?.code].filter((c): c is string => typeof c === 'string'));
}

/** `login` answered that the password was right and the second step is due. */
export function needsTwoFactor(error: unknown): boolean {
  return failureCodesOf(error).includes('TWO_FACTOR_REQUIRED');
}

/** The second step came too late (or the session lost the first): the password is needed again. */
export function twoFactorLoginExpired(error: unknown): boolean {
  return failureCodesOf(error).includes('TWO_FACTOR_LOGIN_EXPIRED');
}

/**
 * A refused account call split for the form: the message of each refusal that names a field the
 * form has (`extensions.field`) goes beside that field, anything else above the form; each in the
 * visitor's language where we can.
 */
export function accountFieldErrors<F extends string>(
  error: unknown,
  known: readonly F[],
  t: TFunction<'account'>,
  language: string,
  fallback: string,
  networkFallback: string,
): FieldErrors<F> {
  const fields: Partial<Record<F, string>> = {};
  let form: string | null = null;
  const errors = graphQLErrorsOf(error);
  for (const e of errors) {
    const text = translateServerMessage(e.message || fallback, t, language, e.extensions?.reason as string | undefined);
    const named = typeof e.extensions?.field === 'string' ? e.extensions.field.split('.').pop() : undefined;
    const field = known.find((f) => f === named);
    if (field && !fields[field]) fields[field] = text;
    else form ??= text;
  }
  if (!errors.length) form = errorMessageOf(error, fallback, networkFallback);
  return { fields, form };
}
