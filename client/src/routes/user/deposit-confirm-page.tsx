import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';

export function DepositConfirmPage() {
  const [searchParams] = useSearchParams();
  const referenceId = searchParams.get('reference_id');
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (!referenceId) enqueueSnackbar('Unauthorized access', { variant: 'error' });
  }, [enqueueSnackbar, referenceId]);

  if (!referenceId) return <Navigate to={paths.user.deposit.href()} replace />;
  return <PageHeader title="Confirm Deposit" />;
}
