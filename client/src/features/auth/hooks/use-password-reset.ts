import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from '../../../gql/generated';
import { accountErrorMessage, successMessage } from '../utils/server-message';

/** Asks for a reset link by email; resolves to the server's message, or null when it failed. */
export function useRequestPasswordReset() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [mutate, { loading }] = useRequestPasswordResetMutation();
  const { enqueueSnackbar } = useSnackbar();

  const requestReset = async (email: string): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { email } });
      const message = data?.requestPasswordReset.message ? successMessage(data.requestPasswordReset.message, t, language, 'server.resetRequested') : '';
      if (message) enqueueSnackbar(message, { variant: 'success' });
      return message;
    } catch (error) {
      enqueueSnackbar(accountErrorMessage(error, t, language, t('errors.generic'), t('errors.network')), { variant: 'error' });
      return null;
    }
  };

  return { requestReset, loading };
}

/**
 * Sets a new password with the emailed token; resolves to the message to show on the sign-in
 * page, or null when it failed (the error is toasted here). The success message is not toasted
 * here: the form leaves for the sign-in page at once, and a toast raised on this page would go
 * with it.
 */
export function useResetPassword() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [mutate, { loading }] = useResetPasswordMutation();
  const { enqueueSnackbar } = useSnackbar();

  const resetPassword = async (token: string, password: string): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { token, password } });
      if (!data?.resetPassword.message) return t('resetPassword.done');
      // English readers get the server's words, which tell the same (every session ended, tokens revoked).
      if (language === 'en') return data.resetPassword.message;
      return `${successMessage(data.resetPassword.message, t, language, 'server.resetDone')} ${t('server.resetRevoked', { n: data.resetPassword.revokedApiTokens })}`;
    } catch (error) {
      enqueueSnackbar(accountErrorMessage(error, t, language, t('errors.generic'), t('errors.network')), { variant: 'error' });
      return null;
    }
  };

  return { resetPassword, loading };
}
