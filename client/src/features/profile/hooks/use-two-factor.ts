import type { ApolloCache } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import {
  useBeginTwoFactorSetupMutation,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  type BeginTwoFactorSetupMutation,
} from '../../../gql/generated';
import { useStepUp } from '../../../components/step-up/step-up';
import { errorMessageOf } from '../../../lib/apollo';

export type TwoFactorSetup = BeginTwoFactorSetupMutation['beginTwoFactorSetup'];

// enableTwoFactor answers the recovery codes and disableTwoFactor a boolean, not the user: the
// cached user's flag is set here so the security card, the withdrawal form and the password and
// email dialogs follow at once.
function setTwoFactorEnabled(cache: ApolloCache<unknown>, userId: string, enabled: boolean) {
  cache.modify({
    id: cache.identify({ __typename: 'User', id: userId }),
    fields: { twoFactorEnabled: () => enabled },
  });
}

/** Asks for a new secret and its QR code; nothing is active until a code confirms it. */
export function useBeginTwoFactorSetup() {
  const [mutate, { loading }] = useBeginTwoFactorSetupMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const { withStepUp } = useStepUp();
  const beginSetup = async (): Promise<TwoFactorSetup | null> => {
    try {
      const { data } = await withStepUp(() => mutate());
      return data?.beginTwoFactorSetup ?? null;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('twoFactor.startFailed'), t('shared.networkError')), { variant: 'error' });
      return null;
    }
  };
  return { beginSetup, loading };
}

/** Confirms the setup with a code from the app; resolves to the recovery codes, or null when refused. */
export function useEnableTwoFactor(userId: string) {
  const [mutate, { loading }] = useEnableTwoFactorMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const { withStepUp } = useStepUp();
  const enable = async (code: string): Promise<string[] | null> => {
    try {
      const { data } = await withStepUp(() =>
        mutate({
          variables: { code },
          update(cache, { data: result }) {
            if (result) setTwoFactorEnabled(cache, userId, true);
          },
        }),
      );
      if (!data) return null;
      enqueueSnackbar(t('twoFactor.enabled'), { variant: 'success' });
      return data.enableTwoFactor;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('twoFactor.codeRefused'), t('shared.networkError')), { variant: 'error' });
      return null;
    }
  };
  return { enable, loading };
}

/** Turns 2FA off once the password and a code (authenticator or recovery) are confirmed in the step-up dialog; resolves to true when done. */
export function useDisableTwoFactor(userId: string) {
  const [mutate, { loading }] = useDisableTwoFactorMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const { withStepUp } = useStepUp();
  const disable = async (): Promise<boolean> => {
    try {
      await withStepUp(() =>
        mutate({
          update(cache, { data }) {
            if (data?.disableTwoFactor) setTwoFactorEnabled(cache, userId, false);
          },
        }),
      );
      enqueueSnackbar(t('twoFactor.disabled'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('twoFactor.codeRefused'), t('shared.networkError')), { variant: 'error' });
      return false;
    }
  };
  return { disable, loading };
}
