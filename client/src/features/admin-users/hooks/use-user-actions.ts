import { useSnackbar } from 'notistack';
import { useAdminFreezeUserMutation, useAdminResetTwoFactorMutation, useAdminUnfreezeUserMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

/** Freeze, unfreeze and 2FA reset of one user, each with a toast; each answers whether it worked. */
export function useUserActions(userId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const [freeze, freezing] = useAdminFreezeUserMutation();
  const [unfreeze, unfreezing] = useAdminUnfreezeUserMutation();
  const [resetTwoFactor, resetting] = useAdminResetTwoFactorMutation();

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'Something went wrong'), { variant: 'error' });
      return false;
    }
  };

  return {
    busy: freezing.loading || unfreezing.loading || resetting.loading,
    freeze: (reason: string) => run(() => freeze({ variables: { userId, reason } }), 'The account is frozen; its sessions have ended.'),
    unfreeze: () => run(() => unfreeze({ variables: { userId } }), 'The account is unfrozen.'),
    resetTwoFactor: (reason: string) => run(() => resetTwoFactor({ variables: { userId, reason } }), 'Two-factor authentication is off for this user.'),
  };
}
