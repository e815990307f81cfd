import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { usePlanSelectionQuery } from '../../../gql/generated';
import { errorCodeOf } from '../../../lib/apollo';

export const NO_PLAN_SELECTED = 'No investment plan selected';

/**
 * The user's pending plan selection, always fetched afresh. Without one (the server answers
 * NOT_FOUND) the user is told so and sent back to the plans to pick one.
 */
export function usePlanSelection() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, loading, refetch } = usePlanSelectionQuery({ fetchPolicy: 'network-only' });
  const missing = errorCodeOf(error) === 'NOT_FOUND';

  useEffect(() => {
    if (!missing) return;
    enqueueSnackbar(NO_PLAN_SELECTED, { variant: 'error', preventDuplicate: true });
    navigate(paths.user.plans.href(), { replace: true });
  }, [missing, enqueueSnackbar, navigate]);

  return {
    selection: data?.planSelection,
    missing,
    // Anything else (a network failure, say) is worth a retry on the page.
    error: missing ? undefined : error,
    loading,
    refetch,
  };
}
