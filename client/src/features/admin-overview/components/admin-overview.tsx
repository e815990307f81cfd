import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { accountKindLabel } from '../utils/account-kinds';

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

/** A period's total and its count; `count` is the key of the count's words ("3 deposits"). */
function PeriodFigure({ label, total, count }: { label: string; total: PeriodTotalFieldsFragment; count: 'depositCount' | 'payoutCount' }) {
  const { t } = useTranslation('admin');
  return <Figure label={label} value={formatUsd(total.amount)} detail={t(`overview.${count}`, { count: total.count })} />;
}

/** The overview's cards; `kycHref` links the pending KYC count to its queue. */
export function AdminOverviewCards({ overview, kycHref }: { overview: Overview; kycHref?: string }) {
  const { t } = useTranslation('admin');
  const run = overview.lastAccrualRun;
  return (
    <Box sx={GRID}>
      <OverviewCard title={t('overview.pending')}>
        <Figure label={t('overview.deposits')} value={formatCount(overview.pendingDeposits)} />
        <Figure label={t('overview.withdrawals')} value={formatCount(overview.pendingWithdrawals)} />
        <Figure
          label={
            kycHref ? (
              <Link component={RouterLink} to={kycHref}>
                {t('overview.kyc')}
              </Link>
            ) : (
              t('overview.kyc')
            )
          }
          value={formatCount(overview.pendingKyc)}
        />
      </OverviewCard>
      <OverviewCard title={t('overview.deposits')}>
        <PeriodFigure label={t('overview.today')} total={overview.depositsToday} count="depositCount" />
        <PeriodFigure label={t('overview.thisMonth')} total={overview.depositsMonth} count="depositCount" />
      </OverviewCard>
      <OverviewCard title={t('overview.payouts')}>
        <PeriodFigure label={t('overview.today')} total={overview.payoutsToday} count="payoutCount" />
        <PeriodFigure label={t('overview.thisMonth')} total={overview.payoutsMonth} count="payoutCount" />
      </OverviewCard>
      <OverviewCard title={t('overview.heldForUsers')} headline={formatUsd(overview.heldForUsers)}>
        {overview.userAccounts.map((account) => (
          <Figure
            key={account.kind}
            label={accountKindLabel(account.kind)}
            value={formatUsd(account.balance)}
            detail={t('overview.accountCount', { count: account.accounts })}
          />
        ))}
      </OverviewCard>
      <OverviewCard title={t('overview.platformAccounts')}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('overview.platformIntro')}
        </Typography>
        {overview.platformAccounts.map((account) => (
          <Figure key={account.kind} label={accountKindLabel(account.kind)} value={formatUsd(account.balance)} />
        ))}
        <Box sx={{ mt: 1 }}>
          {overview.ledgerBalanced ? (
            <Alert severity="success" variant="outlined" sx={{ py: 0 }}>
              {t('overview.balanced')}
            </Alert>
          ) : (
            <Alert severity="error" sx={{ py: 0 }}>
              {t('overview.unbalanced')}
            </Alert>
          )}
        </Box>
      </OverviewCard>
      <OverviewCard title={t('overview.lastRun')}>
        {run ? (
          <>
            <Figure label={t('overview.ran')} value={formatDateTime(run.ranAt)} />
            <Figure label={t('overview.latestDay')} value={run.throughDay ? formatCalendarDate(run.throughDay) : t('overview.nothingDue')} />
            <Figure label={t('overview.investments')} value={formatCount(run.investments)} detail={t('overview.creditCount', { count: run.credits })} />
            <Figure label={t('overview.credited')} value={formatUsd(run.total)} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('overview.notRun')}
          </Typography>
        )}
      </OverviewCard>
    </Box>
  );
}

/** The console's overview, read when the page opens and again after each decision on a queue. */
export function AdminOverview({ kycHref, children }: { kycHref?: string; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  const { data, error, loading, refetch } = useAdminOverviewQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const overview = data?.adminOverview;
  return (
    <Stack component="section" aria-labelledby="admin-overview-heading" spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="admin-overview-heading" variant="h4" component="h2">
          {t('overview.title')}
        </Typography>
        {overview && (
          <Button size="small" onClick={() => void refetch().catch(() => undefined)} loading={loading}>
            {t('overview.refresh')}
          </Button>
        )}
      </Stack>
      {overview ? (
        <AdminOverviewCards overview={overview} kycHref={kycHref} />
      ) : error ? (
        <QueryError message={t('overview.loadFailed')} onRetry={() => refetch()} />
      ) : (
        <Box sx={GRID} aria-busy="true" aria-label={t('overview.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={140} />
          ))}
        </Box>
      )}
      {children}
    </Stack>
  );
}
