import { useRef } from 'react';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { MeDocument, useFinalizeInvestmentMutation, useUpdatePlanSelectionMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { newIdempotencyKey } from '../../../lib/idempotency';

/** A text of the `investments` namespace in the current language (the page has loaded it). */
const say = (key: string) => i18next.t(key, { ns: 'investments' });

/** Records the amount for the selected plan; resolves to true when the server accepted it. */
export function useUpdatePlanSelection() {
  const [mutate, { loading }] = useUpdatePlanSelectionMutation();
  const { enqueueSnackbar } = useSnackbar();

  const updatePlanSelection = async (uniqId: string, amount: string): Promise<boolean> => {
    try {
      await mutate({ variables: { uniqId, amount } });
      enqueueSnackbar(say('invest.recorded'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, say('errors.generic')), { variant: 'error' });
      return false;
    }
  };
  return { updatePlanSelection, loading };
}

/**
 * Confirms the pending selection: the amount leaves the main balance at once. Each call carries
 * a new idempotency key and a call while one is in flight is ignored, so a double click cannot
 * invest twice.
 */
export function useFinalizeInvestment() {
  const [mutate, { loading }] = useFinalizeInvestmentMutation();
  const { enqueueSnackbar } = useSnackbar();
  const inFlight = useRef(false);

  const finalizeInvestment = async (): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      await mutate({
        variables: { idempotencyKey: newIdempotencyKey() },
        // The main balance in the shell drops at once.
        refetchQueries: [MeDocument],
      });
      enqueueSnackbar(say('confirm.done'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, say('errors.generic'), say('errors.offline')), { variant: 'error' });
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { finalizeInvestment, loading };
}
