import { useTranslation } from 'react-i18next';
import {
  useAdminFreezeUserMutation,
  useAdminResetTwoFactorMutation,
  useAdminSetUserRoleMutation,
  useAdminUnfreezeUserMutation,
  useRequestRoleGrantMutation,
  type UserRole,
} from '../../../gql/generated';
import { useStepUp } from '../../../components/step-up/step-up';
import { useToastAction } from '../../../lib/use-toast-action';
import { ROLE_GRANT_REFETCH } from './use-role-grants';

/**
 * Freeze, unfreeze, 2FA reset and role change of one user, each with a toast; each answers whether it worked.
 * Taking power away (setRole) is one step; giving more (requestRoleGrant) waits for a second admin's approval.
 */
export function useUserActions(userId: string) {
  const { t } = useTranslation('admin-users');
  const [freeze, freezing] = useAdminFreezeUserMutation();
  const [unfreeze, unfreezing] = useAdminUnfreezeUserMutation();
  const [resetTwoFactor, resetting] = useAdminResetTwoFactorMutation();
  const [setRole, settingRole] = useAdminSetUserRoleMutation({ refetchQueries: ROLE_GRANT_REFETCH });
  const [requestGrant, requesting] = useRequestRoleGrantMutation({ refetchQueries: ROLE_GRANT_REFETCH });
  // A grant asks for the password again (step-up): the dialog opens, then the request is sent once more.
  const { withStepUp } = useStepUp();

  const run = useToastAction(t('somethingWrong'));

  return {
    busy: freezing.loading || unfreezing.loading || resetting.loading || settingRole.loading || requesting.loading,
    freeze: (reason: string) => run(() => freeze({ variables: { userId, reason } }), t('toasts.frozen')),
    unfreeze: () => run(() => unfreeze({ variables: { userId } }), t('toasts.unfrozen')),
    setRole: (role: UserRole, reason: string) => run(() => setRole({ variables: { userId, role, reason } }), t('toasts.roleChanged')),
    requestRole: (role: UserRole, reason: string) =>
      run(() => withStepUp(() => requestGrant({ variables: { userId, role, reason } })), t('roleGrants.requested')),
    resetTwoFactor: (reason: string) => run(() => resetTwoFactor({ variables: { userId, reason } }), t('toasts.twoFactorOff')),
  };
}
