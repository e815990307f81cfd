import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useCaptchaQuery, useContactUsMutation, type ContactInput } from '../../../gql/generated';
import { errorMessageOf, graphQLErrorsOf } from '../../../lib/apollo';

/** The contact form's question. Each fetch asks the server for a new one (it keeps the answer). */
export function useCaptcha() {
  const { data, error, loading, refetch } = useCaptchaQuery({
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('public');

  useEffect(() => {
    // The English spelling is the spec's.
    if (error) enqueueSnackbar(t('contactForm.captchaFailed'), { variant: 'error' });
  }, [enqueueSnackbar, error, t]);

  const renew = useCallback(() => {
    // A failure surfaces through `error` above.
    refetch().catch(() => undefined);
  }, [refetch]);

  return { question: error ? null : (data?.captcha.question ?? null), loading, renew };
}

/**
 * Sends the contact form; resolves to true when the message was accepted. The outcome is told in
 * the visitor's language: the server words its answers in English.
 */
export function useContactUs() {
  const [mutate, { loading }] = useContactUsMutation();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('public');

  const send = async (input: ContactInput): Promise<boolean> => {
    try {
      await mutate({ variables: { input } });
      enqueueSnackbar(t('contactForm.sent'), { variant: 'success' });
      return true;
    } catch (error) {
      const wrongCaptcha = graphQLErrorsOf(error).some((e) => e.extensions?.reason === 'WRONG_CAPTCHA');
      enqueueSnackbar(
        wrongCaptcha ? t('contactForm.wrongCaptcha') : errorMessageOf(error, t('contactForm.failed'), t('contactForm.networkError')),
        { variant: 'error' },
      );
      return false;
    }
  };

  return { send, loading };
}
