import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyInvestmentsQuery } from '../../../gql/generated';
import { formatDate } from '../../../lib/dates';
import { formatUsd, moneyPercent } from '../../../lib/money';
import { formatCount } from '../../../lib/locale';
import { formatPercent } from '../../../lib/text';

type Investment = MyInvestmentsQuery['myInvestments']['investments'][number];

/** Days credited out of the term, as a percentage for the progress bar. */
export function termProgress(daysAccrued: number, termDays: number): number {
  if (termDays <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((daysAccrued / termDays) * 100)));
}

function InvestmentItem({ investment }: { investment: Investment }) {
  const { t } = useTranslation('investments');
  const titleId = `investment-${investment.id}-title`;
  const days = termProgress(investment.daysAccrued, investment.termDays);
  const completed = investment.status === 'completed';
  return (
    <Card component="li" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 1.5 }}>
          <Box>
            <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {investment.title}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {t('list.rate', {
                amount: formatUsd(investment.amount),
                rate: formatPercent(investment.dailyInterest),
                profit: formatUsd(investment.dailyProfit),
              })}
            </Typography>
          </Box>
          <Chip
            label={t(`status.${investment.status}`, { defaultValue: investment.status })}
            color={completed ? 'success' : 'info'}
            size="small"
            variant="outlined"
          />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">{t('list.day', { day: formatCount(investment.daysAccrued), total: formatCount(investment.termDays) })}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('list.accrued', { accrued: formatUsd(investment.accrued), total: formatUsd(investment.totalProfit) })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={days}
          color={completed ? 'success' : 'primary'}
          aria-label={t('list.progress', { title: investment.title })}
          aria-valuetext={t('list.progressText', {
            day: formatCount(investment.daysAccrued),
            total: formatCount(investment.termDays),
            percent: formatPercent(String(moneyPercent(investment.accrued, investment.totalProfit))),
          })}
          sx={{ height: 8, borderRadius: 4, my: 1 }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('list.started', { date: formatDate(investment.startedAt) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('list.ends', { date: formatDate(investment.endsAt) })}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The user's investments, each with how far through its term it is and the profit credited. */
export function InvestmentList({ investments }: { investments: readonly Investment[] }) {
  const { t } = useTranslation('investments');
  return (
    <Stack component="ul" aria-label={t('list.label')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {investments.map((investment) => (
        <InvestmentItem key={investment.id} investment={investment} />
      ))}
    </Stack>
  );
}
