import { useTranslation } from 'react-i18next';
import { useRegisterMutation, type RegisterInput } from '../../../gql/generated';
import type { FieldErrors } from '../../../lib/field-errors';
import { accountFieldErrors, successMessage } from '../utils/server-message';
import { isLanguage } from '../../../i18n/languages';

/** The register form's fields a refusal can name (`extensions.field`). */
export const REGISTER_FIELDS = ['fullName', 'username', 'email', 'password', 'referralId'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** How a sign-up ended: the server's message, or the refusal split by field (shown in the form, not toasted). */
export type RegisterOutcome = { message: string; errors?: undefined } | { message?: undefined; errors: FieldErrors<RegisterField> };

/** Creates an account. */
export function useRegister() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [mutate, { loading }] = useRegisterMutation();

  const register = async (input: RegisterInput): Promise<RegisterOutcome> => {
    try {
      // The language chosen at the door becomes the account's (mails, statements, other devices).
      const { data } = await mutate({ variables: { input: { ...input, locale: input.locale ?? (isLanguage(language) ? language : null) } } });
      return { message: data?.register.message ? successMessage(data.register.message, t, language, 'server.registered') : t('register.success') };
    } catch (error) {
      return { errors: accountFieldErrors(error, REGISTER_FIELDS, t, language, t('errors.registrationFailed'), t('errors.tryAgain')) };
    }
  };

  return { register, loading };
}
