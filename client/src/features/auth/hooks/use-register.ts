import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useRegisterMutation, type RegisterInput } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

/** Creates an account; resolves to the server's message, or null when it failed. */
export function useRegister() {
  const { t } = useTranslation('account');
  const [mutate, { loading }] = useRegisterMutation();
  const { enqueueSnackbar } = useSnackbar();

  const register = async (input: RegisterInput): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const message = data?.register.message ?? t('register.success');
      enqueueSnackbar(message, { variant: 'success' });
      return message;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('errors.registrationFailed'), t('errors.tryAgain')), {
        variant: 'error',
      });
      return null;
    }
  };

  return { register, loading };
}
