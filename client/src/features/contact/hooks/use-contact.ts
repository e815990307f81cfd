import { useCallback, useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { useCaptchaQuery, useContactUsMutation, type ContactInput } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

/** The contact form's question. Each fetch asks the server for a new one (it keeps the answer). */
export function useCaptcha() {
  const { data, error, loading, refetch } = useCaptchaQuery({
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    // The spelling is the spec's.
    if (error) enqueueSnackbar('Faied to fetch captcha code', { variant: 'error' });
  }, [enqueueSnackbar, error]);

  const renew = useCallback(() => {
    // A failure surfaces through `error` above.
    refetch().catch(() => undefined);
  }, [refetch]);

  return { question: error ? null : (data?.captcha.question ?? null), loading, renew };
}

/** Sends the contact form; resolves to true when the message was accepted. */
export function useContactUs() {
  const [mutate, { loading }] = useContactUsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const send = async (input: ContactInput): Promise<boolean> => {
    try {
      const { data } = await mutate({ variables: { input } });
      enqueueSnackbar(data?.contactUs.message || 'Your message has been sent successfully', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(
        errorMessageOf(error, 'An error has occured, please try again later', 'An error occured while submitting form'),
        { variant: 'error' },
      );
      return false;
    }
  };

  return { send, loading };
}
