import { useRef } from 'react';
import { useApolloClient } from '@apollo/client';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { MeDocument, useRequestWithdrawalMutation, type RequestWithdrawalInput } from '../../../gql/generated';
import { errorMessageOf, graphQLErrorsOf } from '../../../lib/apollo';
import { newIdempotencyKey } from '../../../lib/idempotency';

/**
 * Asks for a withdrawal from the withdrawable balance; resolves to true when it is pending.
 * Each call carries a new idempotency key and a call while one is in flight is ignored, so a
 * double click cannot hold the amount twice.
 */
export function useRequestWithdrawal() {
  const [mutate, { loading }] = useRequestWithdrawalMutation();
  const { enqueueSnackbar } = useSnackbar();
  const inFlight = useRef(false);
  const client = useApolloClient();

  const requestWithdrawal = async (input: RequestWithdrawalInput): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await mutate({
        variables: { input, idempotencyKey: newIdempotencyKey() },
        // The withdrawable balance in the shell drops at once.
        refetchQueries: [MeDocument],
      });
      enqueueSnackbar(i18next.t('form.pending', { ns: 'withdrawals' }), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, i18next.t('errors.generic', { ns: 'withdrawals' }), i18next.t('errors.network', { ns: 'withdrawals' })), {
        variant: 'error',
      });
      // 2FA was turned on elsewhere (another tab): the user is read again, so the form asks for the code.
      if (graphQLErrorsOf(error).some((e) => e.extensions?.reason === 'TWO_FACTOR_CODE_REQUIRED' || e.extensions?.code === 'TWO_FACTOR_CODE_REQUIRED')) {
        void client.refetchQueries({ include: [MeDocument] });
      }
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { requestWithdrawal, loading };
}
