import { useRef } from 'react';
import { useApolloClient } from '@apollo/client';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { MeDocument, useRequestWithdrawalMutation, type RequestWithdrawalInput } from '../../../gql/generated';
import { graphQLErrorsOf } from '../../../lib/apollo';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';
import { newIdempotencyKey } from '../../../lib/idempotency';

export const WITHDRAWAL_FIELDS = ['coinName', 'network', 'walletAddress', 'amount', 'twoFactorCode'] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];

/** Refusals the server gives without a field, and the field they are about. */
const FIELD_OF_REASON: Record<string, WithdrawalField> = {
  INSUFFICIENT_FUNDS: 'amount',
  KYC_REQUIRED: 'amount',
  TWO_FACTOR_CODE_REQUIRED: 'twoFactorCode',
  INVALID_TWO_FACTOR_CODE: 'twoFactorCode',
};

/**
 * Asks for a withdrawal from the withdrawable balance; resolves to null when it is pending, else
 * to the refusal: beside its field (the server's extensions.field, or the field a reason is about)
 * or, when it names none, for above the form.
 * Each call carries a new idempotency key and a call while one is in flight is ignored, so a
 * double click cannot hold the amount twice.
 */
export function useRequestWithdrawal() {
  const [mutate, { loading }] = useRequestWithdrawalMutation();
  const { enqueueSnackbar } = useSnackbar();
  const inFlight = useRef(false);
  const client = useApolloClient();

  const requestWithdrawal = async (input: RequestWithdrawalInput): Promise<FieldErrors<WithdrawalField> | null> => {
    if (inFlight.current) return { fields: {}, form: null };
    inFlight.current = true;
    try {
      await mutate({
        variables: { input, idempotencyKey: newIdempotencyKey() },
        // The withdrawable balance in the shell drops at once.
        refetchQueries: [MeDocument],
      });
      enqueueSnackbar(i18next.t('form.pending', { ns: 'withdrawals' }), { variant: 'success' });
      return null;
    } catch (error) {
      const refusal = fieldErrorsOf(error, WITHDRAWAL_FIELDS, i18next.t('errors.generic', { ns: 'withdrawals' }));
      const reasons = graphQLErrorsOf(error).flatMap((e) => [String(e.extensions?.reason ?? ''), String(e.extensions?.code ?? '')]);
      const field = reasons.map((reason) => FIELD_OF_REASON[reason]).find(Boolean);
      if (field && refusal.form && !refusal.fields[field]) {
        refusal.fields[field] = refusal.form;
        refusal.form = null;
      }
      // 2FA was turned on elsewhere (another tab): the user is read again, so the form asks for the code.
      if (graphQLErrorsOf(error).some((e) => e.extensions?.reason === 'TWO_FACTOR_CODE_REQUIRED' || e.extensions?.code === 'TWO_FACTOR_CODE_REQUIRED')) {
        void client.refetchQueries({ include: [MeDocument] });
      }
      return refusal;
    } finally {
      inFlight.current = false;
    }
  };
  return { requestWithdrawal, loading };
}
