import type { ApolloCache } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { MeDocument, useLoginMutation, useVerifyTwoFactorLoginMutation, type CurrentUserFragment, type LoginInput, type MeQuery } from '../../../gql/generated';
import type { FieldErrors } from '../../../lib/field-errors';
import { accountFieldErrors, needsTwoFactor, twoFactorLoginExpired } from '../utils/server-message';
import { setSessionStatus } from './use-session-status';
import { forgetFollowedLocale } from '../../../lib/user-locale';

/** The sign-in form's fields a refusal can name; a wrong email or password names neither (which one is not told). */
export type LoginField = 'email' | 'password' | 'code';
const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password', 'code'];

/** How a sign-in attempt ended: signed in, waiting for the second factor, or refused (`errors`: shown in the form). */
export type LoginOutcome = 'signed-in' | 'two-factor' | 'failed';

/** How the second step ended; `expired`: the password must be entered again. */
export type TwoFactorOutcome = 'signed-in' | 'failed' | 'expired';

export interface Attempt<O> {
  outcome: O;
  errors?: FieldErrors<LoginField>;
}

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

  const signedIn = (cache: ApolloCache<unknown>, me: CurrentUserFragment) => cache.writeQuery<MeQuery>({ query: MeDocument, data: { me } });

  /** Staff (admins and support) land on the console; investors on their dashboard. Either may go anywhere they may from there. */
  const finish = (me: CurrentUserFragment | undefined) => {
    setSessionStatus(true);
    forgetFollowedLocale();
    const staff = me?.role === 'ADMIN' || me?.role === 'SUPPORT';
    navigate(staff ? paths.admin.root.href() : paths.user.dashboard.href(), { replace: true });
  };

  const refusal = (error: unknown) => accountFieldErrors(error, LOGIN_FIELDS, t, language, t('errors.loginFailed'), t('errors.network'));

  const login = async (input: LoginInput): Promise<Attempt<LoginOutcome>> => {
    let me: CurrentUserFragment | undefined;
    try {
      const { data } = await mutateLogin({
        variables: { input },
        update(cache, { data }) {
          if (data) signedIn(cache, data.login);
        },
      });
      me = data?.login;
    } catch (error) {
      if (needsTwoFactor(error)) return { outcome: 'two-factor' };
      return { outcome: 'failed', errors: refusal(error) };
    }
    finish(me);
    return { outcome: 'signed-in' };
  };

  /** The second step: an authenticator code or an unused recovery code. */
  const verifyTwoFactor = async (code: string): Promise<Attempt<TwoFactorOutcome>> => {
    let me: CurrentUserFragment | undefined;
    try {
      const { data } = await mutateVerify({
        variables: { code },
        update(cache, { data }) {
          if (data) signedIn(cache, data.verifyTwoFactorLogin);
        },
      });
      me = data?.verifyTwoFactorLogin;
    } catch (error) {
      return { outcome: twoFactorLoginExpired(error) ? 'expired' : 'failed', errors: refusal(error) };
    }
    finish(me);
    return { outcome: 'signed-in' };
  };

  return { login, verifyTwoFactor, loading: loggingIn || verifying };
}
