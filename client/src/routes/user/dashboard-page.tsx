import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { BalanceCarousel, type BalanceCardData } from '../../features/dashboard/components/balance-carousel';
import { BalanceChartCard } from '../../features/dashboard/components/balance-chart-card';
import { MarketChartCard } from '../../features/dashboard/components/market-chart-card';
import { PromoBanner } from '../../features/dashboard/components/promo-banner';
import { RecentTransactionsCard } from '../../features/transactions/components/recent-transactions-card';
import { ReferralCard } from '../../features/referrals/components/referral-card';
import { useDashboardQuery, type DashboardQuery } from '../../gql/generated';
import { formatUsd } from '../../lib/money';
import { QueryError } from '../../components/query-error';

function figureCards(balance: string, dashboard: DashboardQuery['dashboard'] | undefined): BalanceCardData[] {
  const figure = (value: string | undefined) => (dashboard ? formatUsd(value) : <Skeleton width={120} />);
  return [
    {
      title: 'Available Balance',
      value: formatUsd(balance),
      tooltip: 'MAIN ACCOUNT BALANCE',
      footerLabel: 'Investment Account',
      footerValue: figure(dashboard?.currentlyInvested),
    },
    {
      title: 'Total Deposit',
      value: figure(dashboard?.totalDeposit),
      tooltip: 'Every approved deposit credited to your main balance',
      footerLabel: 'This month',
      footerValue: figure(dashboard?.totalDepositThisMonth),
    },
    {
      title: 'Total Withdrawal',
      value: figure(dashboard?.totalWithdrawal),
      tooltip: 'Every withdrawal paid out to your wallets',
      footerLabel: 'This month',
      footerValue: figure(dashboard?.totalWithdrawalThisMonth),
    },
    {
      title: 'Total Profit Earned',
      value: figure(dashboard?.totalProfit),
      tooltip: 'Investment profit and referral bonuses credited to you',
      footerLabel: 'This month',
      footerValue: figure(dashboard?.totalProfitThisMonth),
    },
  ];
}

export function DashboardPage() {
  const user = useCurrentUser();
  // The live hook in the user layout refetches this query when the server pushes a change.
  const { data, error, refetch } = useDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const dashboard = data?.dashboard;

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome, ${user.username}! We're glad to see you again.`} />
      {error && !dashboard && <QueryError message="We could not load your figures." onRetry={refetch} sx={{ mb: 2 }} />}
      <Box sx={{ mb: 3 }}>
        <BalanceCarousel cards={figureCards(user.balance, dashboard)} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          {dashboard ? <BalanceChartCard dashboard={dashboard} /> : <Skeleton variant="rounded" height={420} aria-label="Loading chart" />}
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ReferralCard referralId={user.referralId || null} />
        </Grid>
        {/* Full width: its rows need the room of the history page's rows. */}
        <Grid size={12}>
          <RecentTransactionsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PromoBanner />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MarketChartCard />
        </Grid>
      </Grid>
    </>
  );
}
