import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  useAdminFreezeUserMutation,
  useAdminResetTwoFactorMutation,
  useAdminSetUserRoleMutation,
  useAdminUnfreezeUserMutation,
  type UserRole,
} from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

/** Freeze, unfreeze, 2FA reset and role change of one user, each with a toast; each answers whether it worked. */
export function useUserActions(userId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('admin-users');
  const [freeze, freezing] = useAdminFreezeUserMutation();
  const [unfreeze, unfreezing] = useAdminUnfreezeUserMutation();
  const [resetTwoFactor, resetting] = useAdminResetTwoFactorMutation();
  const [setRole, settingRole] = useAdminSetUserRoleMutation();

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('somethingWrong')), { variant: 'error' });
      return false;
    }
  };

  return {
    busy: freezing.loading || unfreezing.loading || resetting.loading || settingRole.loading,
    freeze: (reason: string) => run(() => freeze({ variables: { userId, reason } }), t('toasts.frozen')),
    unfreeze: () => run(() => unfreeze({ variables: { userId } }), t('toasts.unfrozen')),
    setRole: (role: UserRole, reason: string) => run(() => setRole({ variables: { userId, role, reason } }), t('toasts.roleChanged')),
    resetTwoFactor: (reason: string) => run(() => resetTwoFactor({ variables: { userId, reason } }), t('toasts.twoFactorOff')),
  };
}
