import { useTranslation } from 'react-i18next';
import { useApproveRoleGrantMutation, useRejectRoleGrantMutation, useRoleGrantRequestsQuery, type RoleGrantStatus } from '../../../gql/generated';
import { useStepUp } from '../../../components/step-up/step-up';
import { useToastAction } from '../../../lib/use-toast-action';

/** Every query a grant decision changes: the grants, and the user's page (their role). */
export const ROLE_GRANT_REFETCH = ['RoleGrantRequests', 'AdminUserDetail'];

/** Role grant requests (one user's, or all of a status) with Approve and Reject, each with a toast; each answers whether it worked. */
export function useRoleGrants(filter: { userId?: string; status?: RoleGrantStatus }) {
  const { t } = useTranslation('admin-users');
  const query = useRoleGrantRequestsQuery({ variables: { ...filter, first: 50 }, fetchPolicy: 'cache-and-network' });
  const [approve, approving] = useApproveRoleGrantMutation({ refetchQueries: ROLE_GRANT_REFETCH });
  const [reject, rejecting] = useRejectRoleGrantMutation({ refetchQueries: ROLE_GRANT_REFETCH });
  // Approving a grant asks for the password again (step-up), as requesting one does.
  const { withStepUp } = useStepUp();

  // A refusal may mean the request lapsed meanwhile: show it as it now is.
  const run = useToastAction(t('somethingWrong'), () => void query.refetch().catch(() => undefined));

  return {
    grants: query.data?.roleGrantRequests.nodes ?? [],
    loading: query.loading && !query.data,
    error: query.error,
    refetch: () => query.refetch(),
    busy: approving.loading || rejecting.loading,
    approve: (id: string) => run(() => withStepUp(() => approve({ variables: { id } })), t('roleGrants.approved')),
    reject: (id: string, reason: string) => run(() => reject({ variables: { id, reason } }), t('roleGrants.rejected')),
  };
}
