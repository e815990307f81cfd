import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { InvestmentList } from '../../features/investments/components/investment-list';
import { InvestmentTotals } from '../../features/investments/components/investment-totals';
import { useMyInvestmentsQuery } from '../../gql/generated';
import { QueryError } from '../../components/query-error';

export function InvestmentPage() {
  const { t } = useTranslation('investments');
  const { data, error, loading, refetch } = useMyInvestmentsQuery({ fetchPolicy: 'cache-and-network' });
  const summary = data?.myInvestments;

  let content;
  if (!summary && error) {
    content = <QueryError onRetry={refetch} />;
  } else if (!summary && loading) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('list.loading')} />
      </Box>
    );
  } else {
    const investments = summary?.investments ?? [];
    content = (
      <>
        <InvestmentTotals currentlyInvested={summary?.currentlyInvested ?? '0'} approxProfit={summary?.approxProfit ?? '0'} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('list.title')}
        </Typography>
        {investments.length ? (
          <InvestmentList investments={investments} />
        ) : (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('list.empty')}
            </Typography>
            <Button component={RouterLink} to={paths.user.plans.href()} variant="outlined">
              {t('list.browsePlans')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('list.pageTitle')} subtitle={t('list.pageSubtitle')} />
      {content}
    </>
  );
}
