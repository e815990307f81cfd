import { useRef } from 'react';
import { useSnackbar } from 'notistack';
import { MeDocument, useFinalizeInvestmentMutation, useUpdatePlanSelectionMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { newIdempotencyKey } from '../../../lib/idempotency';

/** Records the amount for the selected plan; resolves to true when the server accepted it. */
export function useUpdatePlanSelection() {
  const [mutate, { loading }] = useUpdatePlanSelectionMutation();
  const { enqueueSnackbar } = useSnackbar();

  const updatePlanSelection = async (uniqId: string, amount: string): Promise<boolean> => {
    try {
      await mutate({ variables: { uniqId, amount } });
      enqueueSnackbar('Congratulations! One last step required to complete your investment', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'Something went wrong'), { variant: 'error' });
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
      enqueueSnackbar('Investment successful', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'Something went wrong', 'Something went wrong!'), { variant: 'error' });
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { finalizeInvestment, loading };
}
