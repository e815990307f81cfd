import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { InvestAmountForm } from '../../features/investments/components/invest-amount-form';
import { InvestSteps } from '../../features/investments/components/invest-steps';
import { useUpdatePlanSelection } from '../../features/investments/hooks/use-investment-mutations';
import { usePlanSelection } from '../../features/investments/hooks/use-plan-selection';
import { QueryError } from '../../components/query-error';

export function InvestPage() {
  const { t } = useTranslation('investments');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { selection, missing, error, loading, refetch } = usePlanSelection();
  const { updatePlanSelection, loading: submitting } = useUpdatePlanSelection();

  const submit = async (amount: string) => {
    if (!selection) return;
    if (await updatePlanSelection(selection.plan.uniqId, amount)) navigate(paths.user.confirmInvestment.href());
  };

  let content;
  if (missing) {
    content = null;
  } else if (error && !loading) {
    content = <QueryError onRetry={refetch} />;
  } else if (!selection) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('invest.loading')} />
      </Box>
    );
  } else {
    content = (
      <InvestAmountForm
        key={selection.plan.uniqId}
        selection={selection}
        mainBalance={user.balance}
        submitting={submitting}
        onSubmit={(amount) => void submit(amount)}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('invest.title')} subtitle={t('invest.subtitle')} />
      <InvestSteps active={0} />
      {content}
    </>
  );
}
