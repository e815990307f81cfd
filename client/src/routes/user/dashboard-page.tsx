import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { PageHeader } from '../../components/page-header';
import { OwnedBalance, type OwnedUser } from '../../features/account/components/owned-balance';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { BalanceCarousel, type BalanceCardData } from '../../features/dashboard/components/balance-carousel';
import { BalanceChartCard } from '../../features/dashboard/components/balance-chart-card';
import { MarketChartCard } from '../../features/dashboard/components/market-chart-card';
import { RecentTransactionsCard } from '../../features/transactions/components/recent-transactions-card';
import { ReferralCard } from '../../features/referrals/components/referral-card';
import { useDashboardQuery, type DashboardQuery } from '../../gql/generated';
import { formatUsd } from '../../lib/money';
import { QueryError } from '../../components/query-error';

function figureCards(t: TFunction, user: OwnedUser, dashboard: DashboardQuery['dashboard'] | undefined): BalanceCardData[] {
  const figure = (value: string | undefined) => (dashboard ? formatUsd(value) : <Skeleton width={120} />);
  return [
    {
      // What the investor owns (main + profit + invested + on hold); one tap shows each part.
      title: t('account:area.owned.total'),
      value: <OwnedBalance user={user} size="large" />,
      tooltip: t('account:area.owned.tooltip'),
      footerLabel: t('account:area.owned.withdrawable'),
      footerValue: formatUsd(user.withdrawable),
    },
    {
      title: t('figures.deposit.title'),
      value: figure(dashboard?.totalDeposit),
      tooltip: t('figures.deposit.tooltip'),
      footerLabel: t('figures.thisMonth'),
      footerValue: figure(dashboard?.totalDepositThisMonth),
    },
    {
      title: t('figures.withdrawal.title'),
      value: figure(dashboard?.totalWithdrawal),
      tooltip: t('figures.withdrawal.tooltip'),
      footerLabel: t('figures.thisMonth'),
      footerValue: figure(dashboard?.totalWithdrawalThisMonth),
    },
    {
      title: t('figures.profit.title'),
      value: figure(dashboard?.totalProfit),
      tooltip: t('figures.profit.tooltip'),
      footerLabel: t('figures.thisMonth'),
      footerValue: figure(dashboard?.totalProfitThisMonth),
    },
  ];
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  // The live hook in the user layout refetches this query when the server pushes a change.
  const { data, error, refetch } = useDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const dashboard = data?.dashboard;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('welcome', { username: user.username })} />
      {error && !dashboard && <QueryError message={t('loadError')} onRetry={refetch} sx={{ mb: 2 }} />}
      <Box sx={{ mb: 3 }}>
        <BalanceCarousel cards={figureCards(t, user, dashboard)} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          {dashboard ? <BalanceChartCard dashboard={dashboard} /> : <Skeleton variant="rounded" height={420} aria-label={t('loadingChart')} />}
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ReferralCard referralId={user.referralId || null} />
        </Grid>
        {/* Full width: its rows need the room of the history page's rows. */}
        <Grid size={12}>
          <RecentTransactionsCard />
        </Grid>
        <Grid size={12}>
          <MarketChartCard />
        </Grid>
      </Grid>
    </>
  );
}
