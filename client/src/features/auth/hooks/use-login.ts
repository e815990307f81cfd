import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { MeDocument, useLoginMutation, type LoginInput, type MeQuery } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { setSessionStatus } from './use-session-status';

/** Signs in; on success the session's user goes straight into the cache and the dashboard opens. */
export function useLogin() {
  const { t } = useTranslation('account');
  const [mutate, { loading }] = useLoginMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const login = async (input: LoginInput): Promise<boolean> => {
    try {
      await mutate({
        variables: { input },
        update(cache, { data }) {
          if (data) cache.writeQuery<MeQuery>({ query: MeDocument, data: { me: data.login } });
        },
      });
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('errors.loginFailed'), t('errors.network')), { variant: 'error' });
      return false;
    }
    setSessionStatus(true);
    navigate(paths.user.dashboard.href(), { replace: true });
    return true;
  };

  return { login, loading };
}
