import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { usePlanSelectionQuery } from '../../../gql/generated';
import { errorCodeOf } from '../../../lib/apollo';

/**
 * The user's pending plan selection, always fetched afresh. Without one (the server answers
 * NOT_FOUND) the user is told so and sent back to the plans to pick one.
 */
export function usePlanSelection() {
  const { t } = useTranslation('investments');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, loading, refetch } = usePlanSelectionQuery({ fetchPolicy: 'network-only' });
  const missing = errorCodeOf(error) === 'NOT_FOUND';

  useEffect(() => {
    if (!missing) return;
    enqueueSnackbar(t('invest.noPlan'), { variant: 'error', preventDuplicate: true });
    navigate(paths.user.plans.href(), { replace: true });
  }, [missing, enqueueSnackbar, navigate, t]);

  return {
    selection: data?.planSelection,
    missing,
    // Anything else (a network failure, say) is worth a retry on the page.
    error: missing ? undefined : error,
    loading,
    refetch,
  };
}
