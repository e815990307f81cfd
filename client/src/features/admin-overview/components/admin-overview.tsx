import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '../../../components/query-error';
import { useAdminOverviewQuery, type AdminOverviewQuery, type PeriodTotalFieldsFragment } from '../../../gql/generated';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/locale';
import { formatUsd } from '../../../lib/money';
import { accountKindLabel, countOf } from '../utils/account-kinds';

type Overview = AdminOverviewQuery['adminOverview'];

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/** One labelled figure: the label on the left, the value right-aligned (wrapping under it when narrow). */
function Figure({ label, value, detail }: { label: ReactNode; value: ReactNode; detail?: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', ml: 'auto' }}>
        {value}
        {detail && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {detail}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

function OverviewCard({ title, headline, children }: { title: string; headline?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {headline && (
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
            {headline}
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

function PeriodFigure({ label, total, one }: { label: string; total: PeriodTotalFieldsFragment; one: string }) {
  return <Figure label={label} value={formatUsd(total.amount)} detail={countOf(total.count, one)} />;
}

/** The overview's cards; `kycHref` links the pending KYC count to its queue. */
export function AdminOverviewCards({ overview, kycHref }: { overview: Overview; kycHref?: string }) {
  const run = overview.lastAccrualRun;
  return (
    <Box sx={GRID}>
      <OverviewCard title="Pending">
        <Figure label="Deposits" value={formatCount(overview.pendingDeposits)} />
        <Figure label="Withdrawals" value={formatCount(overview.pendingWithdrawals)} />
        <Figure
          label={
            kycHref ? (
              <Link component={RouterLink} to={kycHref}>
                KYC
              </Link>
            ) : (
              'KYC'
            )
          }
          value={formatCount(overview.pendingKyc)}
        />
      </OverviewCard>
      <OverviewCard title="Deposits">
        <PeriodFigure label="Today (UTC)" total={overview.depositsToday} one="deposit" />
        <PeriodFigure label="This month" total={overview.depositsMonth} one="deposit" />
      </OverviewCard>
      <OverviewCard title="Payouts">
        <PeriodFigure label="Today (UTC)" total={overview.payoutsToday} one="payout" />
        <PeriodFigure label="This month" total={overview.payoutsMonth} one="payout" />
      </OverviewCard>
      <OverviewCard title="Held for users" headline={formatUsd(overview.heldForUsers)}>
        {overview.userAccounts.map((account) => (
          <Figure key={account.kind} label={accountKindLabel(account.kind)} value={formatUsd(account.balance)} detail={countOf(account.accounts, 'account')} />
        ))}
      </OverviewCard>
      <OverviewCard title="Platform accounts">
        <Typography variant="caption" color="text.secondary" component="p">
          Ledger balances: each is the counterpart of users&apos; money, so money in shows as negative.
        </Typography>
        {overview.platformAccounts.map((account) => (
          <Figure key={account.kind} label={accountKindLabel(account.kind)} value={formatUsd(account.balance)} />
        ))}
        <Box sx={{ mt: 1 }}>
          {overview.ledgerBalanced ? (
            <Alert severity="success" variant="outlined" sx={{ py: 0 }}>
              All accounts sum to zero
            </Alert>
          ) : (
            <Alert severity="error" sx={{ py: 0 }}>
              The accounts do not sum to zero: run the ledger check
            </Alert>
          )}
        </Box>
      </OverviewCard>
      <OverviewCard title="Last accrual run">
        {run ? (
          <>
            <Figure label="Ran" value={formatDateTime(run.ranAt)} />
            <Figure label="Latest day credited" value={run.throughDay ? formatCalendarDate(run.throughDay) : 'Nothing was due'} />
            <Figure label="Investments" value={formatCount(run.investments)} detail={countOf(run.credits, 'daily credit')} />
            <Figure label="Credited" value={formatUsd(run.total)} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            The accrual has not run yet.
          </Typography>
        )}
      </OverviewCard>
    </Box>
  );
}

/** The console's overview, read when the page opens and again after each decision on a queue. */
export function AdminOverview({ kycHref, children }: { kycHref?: string; children?: ReactNode }) {
  const { data, error, loading, refetch } = useAdminOverviewQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const overview = data?.adminOverview;
  return (
    <Stack component="section" aria-labelledby="admin-overview-heading" spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="admin-overview-heading" variant="h4" component="h2">
          Overview
        </Typography>
        {overview && (
          <Button size="small" onClick={() => void refetch().catch(() => undefined)} loading={loading}>
            Refresh
          </Button>
        )}
      </Stack>
      {overview ? (
        <AdminOverviewCards overview={overview} kycHref={kycHref} />
      ) : error ? (
        <QueryError message="The overview could not be loaded" onRetry={() => refetch()} />
      ) : (
        <Box sx={GRID} aria-busy="true" aria-label="Loading the overview">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={140} />
          ))}
        </Box>
      )}
      {children}
    </Stack>
  );
}
