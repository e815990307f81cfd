import type { ApolloCache } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { MeDocument, useLoginMutation, useVerifyTwoFactorLoginMutation, type CurrentUserFragment, type LoginInput, type MeQuery } from '../../../gql/generated';
import { accountErrorMessage, needsTwoFactor, twoFactorLoginExpired } from '../utils/server-message';
import { setSessionStatus } from './use-session-status';
import { forgetFollowedLocale } from '../../../lib/user-locale';

/** How a sign-in attempt ended: signed in, waiting for the second factor, or refused (already toasted). */
export type LoginOutcome = 'signed-in' | 'two-factor' | 'failed';

/** How the second step ended; `expired`: the password must be entered again (already toasted). */
export type TwoFactorOutcome = 'signed-in' | 'failed' | 'expired';

/**
 * Signs in; on success the session's user goes straight into the cache and the dashboard opens.
 * With 2FA on, the right password answers TWO_FACTOR_REQUIRED and the session is not signed in
 * until `verifyTwoFactor` gets a good code; it then ends the same way.
 */
export function useLogin() {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [mutateLogin, { loading: loggingIn }] = useLoginMutation();
  const [mutateVerify, { loading: verifying }] = useVerifyTwoFactorLoginMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const signedIn = (cache: ApolloCache<unknown>, me: CurrentUserFragment) => cache.writeQuery<MeQuery>({ query: MeDocument, data: { me } });

  const finish = () => {
    setSessionStatus(true);
    forgetFollowedLocale();
    navigate(paths.user.dashboard.href(), { replace: true });
  };

  const fail = (error: unknown) => enqueueSnackbar(accountErrorMessage(error, t, language, t('errors.loginFailed'), t('errors.network')), { variant: 'error' });

  const login = async (input: LoginInput): Promise<LoginOutcome> => {
    try {
      await mutateLogin({
        variables: { input },
        update(cache, { data }) {
          if (data) signedIn(cache, data.login);
        },
      });
    } catch (error) {
      if (needsTwoFactor(error)) return 'two-factor';
      fail(error);
      return 'failed';
    }
    finish();
    return 'signed-in';
  };

  /** The second step: an authenticator code or an unused recovery code. */
  const verifyTwoFactor = async (code: string): Promise<TwoFactorOutcome> => {
    try {
      await mutateVerify({
        variables: { code },
        update(cache, { data }) {
          if (data) signedIn(cache, data.verifyTwoFactorLogin);
        },
      });
    } catch (error) {
      fail(error);
      return twoFactorLoginExpired(error) ? 'expired' : 'failed';
    }
    finish();
    return 'signed-in';
  };

  return { login, verifyTwoFactor, loading: loggingIn || verifying };
}
