import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { PlanCard } from '../../features/plans/components/plan-card';
import { useSelectPlan } from '../../features/plans/hooks/use-select-plan';
import { usePlansQuery } from '../../gql/generated';
import { QueryError } from '../../components/query-error';

export function PlansPage() {
  const { t } = useTranslation('investments');
  const navigate = useNavigate();
  const { data, error, loading, refetch } = usePlansQuery({ fetchPolicy: 'cache-and-network' });
  const { selectPlan, loading: selecting } = useSelectPlan();
  const [selectingId, setSelectingId] = useState<string | null>(null);

  const invest = async (uniqId: string) => {
    setSelectingId(uniqId);
    const selected = await selectPlan(uniqId);
    setSelectingId(null);
    if (selected) navigate(paths.user.invest.href());
  };

  const plans = data?.plans;
  let content;
  if (!plans && error) {
    content = <QueryError onRetry={refetch} />;
  } else if (!plans && loading) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('plans.loading')} />
      </Box>
    );
  } else if (!plans?.length) {
    content = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('plans.empty')}
      </Typography>
    );
  } else {
    content = (
      <Grid container spacing={3}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <PlanCard plan={plan} selecting={selectingId === plan.uniqId} disabled={selecting} onInvest={(chosen) => void invest(chosen.uniqId)} />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} />
      {content}
    </>
  );
}
