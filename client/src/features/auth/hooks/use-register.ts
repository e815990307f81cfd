import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useRegisterMutation, type RegisterInput } from '../../../gql/generated';
import { accountErrorMessage, successMessage } from '../utils/server-message';
import { isLanguage } from '../../../i18n/languages';

/** Creates an account; resolves to the server's message, or null when it failed. */
export function useRegister() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [mutate, { loading }] = useRegisterMutation();
  const { enqueueSnackbar } = useSnackbar();

  const register = async (input: RegisterInput): Promise<string | null> => {
    try {
      // The language chosen at the door becomes the account's (mails, statements, other devices).
      const { data } = await mutate({ variables: { input: { ...input, locale: input.locale ?? (isLanguage(language) ? language : null) } } });
      const message = data?.register.message ? successMessage(data.register.message, t, language, 'server.registered') : t('register.success');
      enqueueSnackbar(message, { variant: 'success' });
      return message;
    } catch (error) {
      enqueueSnackbar(accountErrorMessage(error, t, language, t('errors.registrationFailed'), t('errors.tryAgain')), {
        variant: 'error',
      });
      return null;
    }
  };

  return { register, loading };
}
