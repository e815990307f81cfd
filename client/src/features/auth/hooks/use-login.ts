import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { MeDocument, useLoginMutation, type LoginInput, type MeQuery } from '../../../gql/generated';
import { accountErrorMessage } from '../utils/server-message';
import { setSessionStatus } from './use-session-status';

/** Signs in; on success the session's user goes straight into the cache and the dashboard opens. */
export function useLogin() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
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
      enqueueSnackbar(accountErrorMessage(error, t, language, t('errors.loginFailed'), t('errors.network')), { variant: 'error' });
      return false;
    }
    setSessionStatus(true);
    navigate(paths.user.dashboard.href(), { replace: true });
    return true;
  };

  return { login, loading };
}
