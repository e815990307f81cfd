import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApolloClient } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { useLogoutMutation } from '../../../gql/generated';
import { setSessionStatus } from './use-session-status';

/** Signs out, forgets every cached record of the user and goes to the sign-in page. */
export function useLogout() {
  const { t } = useTranslation('account');
  const [logout, { loading }] = useLogoutMutation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const signOut = useCallback(async (): Promise<boolean> => {
    try {
      const { data } = await logout();
      if (!data?.logout) throw new Error('Logout refused');
    } catch {
      enqueueSnackbar(t('ui.session.logoutFailed'), { variant: 'error' });
      return false;
    }
    setSessionStatus(false);
    navigate(paths.account.login.href(), { replace: true });
    await client.clearStore();
    return true;
  }, [client, enqueueSnackbar, logout, navigate, t]);

  return { signOut, signingOut: loading };
}
