import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from 'notistack';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { InvestSteps } from '../../features/investments/components/invest-steps';
import { InvestmentReview } from '../../features/investments/components/investment-review';
import { useFinalizeInvestment } from '../../features/investments/hooks/use-investment-mutations';
import { usePlanSelection } from '../../features/investments/hooks/use-plan-selection';
import { QueryError } from '../../components/query-error';

export function ConfirmInvestmentPage() {
  const { t } = useTranslation('investments');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { selection, missing, error, loading, refetch } = usePlanSelection();
  const { finalizeInvestment, loading: confirming } = useFinalizeInvestment();
  // A plan picked but no amount entered yet: the amount step comes first.
  const noAmount = selection !== undefined && !selection.amount;

  useEffect(() => {
    if (!noAmount) return;
    enqueueSnackbar(t('invest.required'), { variant: 'warning', preventDuplicate: true });
    navigate(paths.user.invest.href(), { replace: true });
  }, [noAmount, enqueueSnackbar, navigate, t]);

  const confirm = async () => {
    if (await finalizeInvestment()) navigate(paths.user.transactionInvestment.href());
  };

  let content;
  if (missing || noAmount) {
    content = null;
  } else if (error && !loading) {
    content = <QueryError onRetry={refetch} />;
  } else if (!selection?.amount) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('confirm.loading')} />
      </Box>
    );
  } else {
    content = (
      <InvestmentReview
        selection={{ ...selection, amount: selection.amount }}
        confirming={confirming}
        onConfirm={() => void confirm()}
        onBack={() => navigate(paths.user.invest.href())}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('confirm.title')} subtitle={t('confirm.subtitle')} />
      <InvestSteps active={1} />
      {content}
    </>
  );
}
