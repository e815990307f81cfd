import { useTranslation } from 'react-i18next';
import {
  useApproveBalanceCorrectionMutation,
  useBalanceCorrectionsQuery,
  useRejectBalanceCorrectionMutation,
  useRequestBalanceCorrectionMutation,
  type CorrectionAccount,
} from '../../../gql/generated';
import { useToastAction } from '../../../lib/use-toast-action';

/** The user page's corrections with their toasts; after each step the corrections and the user's balances are read again. */
export function useBalanceCorrections(userId: string) {
  const { t } = useTranslation('admin-users');
  const query = useBalanceCorrectionsQuery({ variables: { userId, first: 50 }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['BalanceCorrections', 'AdminUserDetail'];
  const [request, requesting] = useRequestBalanceCorrectionMutation({ refetchQueries });
  const [approve, approving] = useApproveBalanceCorrectionMutation({ refetchQueries });
  const [reject, rejecting] = useRejectBalanceCorrectionMutation({ refetchQueries });

  const run = useToastAction(t('somethingWrong'));

  return {
    corrections: query.data?.balanceCorrections.nodes ?? [],
    loading: query.loading && !query.data,
    error: query.error,
    refetch: () => query.refetch(),
    busy: requesting.loading || approving.loading || rejecting.loading,
    request: (account: CorrectionAccount, amount: string, reason: string) =>
      run(() => request({ variables: { userId, account, amount, reason } }), t('corrections.requested')),
    approve: (id: string) => run(() => approve({ variables: { id } }), t('corrections.approved')),
    reject: (id: string, reason: string) => run(() => reject({ variables: { id, reason } }), t('corrections.rejected')),
  };
}
