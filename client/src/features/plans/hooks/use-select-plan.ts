import { useRef } from 'react';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { useSelectPlanMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

/**
 * Invest Now: makes the plan the user's pending selection; resolves to true when the server
 * took it. A call while one is in flight is ignored.
 */
export function useSelectPlan() {
  const [mutate, { loading }] = useSelectPlanMutation();
  const { enqueueSnackbar } = useSnackbar();
  const inFlight = useRef(false);

  const selectPlan = async (uniqId: string): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      // The amount step fetches the selection afresh, so nothing in the cache needs updating.
      await mutate({ variables: { uniqId } });
      enqueueSnackbar(i18next.t('plans.selected', { ns: 'investments' }), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, i18next.t('errors.generic', { ns: 'investments' })), { variant: 'error' });
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { selectPlan, loading };
}
