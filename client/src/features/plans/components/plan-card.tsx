import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanCardFragment } from '../../../gql/generated';
import { formatUsd } from '../../../lib/money';
import { formatPercent, formatTerm } from '../../../lib/text';

interface PlanCardProps {
  plan: PlanCardFragment;
  /** True while this plan's selection is being recorded. */
  selecting: boolean;
  disabled: boolean;
  onInvest: (plan: PlanCardFragment) => void;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}

/** The server's default "Each Term" in the current language; anything an admin typed stays as typed. */
const CAPITAL_RETURNS: Record<string, string> = { 'Each Term': 'plans.capitalReturn.eachTerm' };

export function PlanCard({ plan, selecting, disabled, onInvest }: PlanCardProps) {
  const { t } = useTranslation('investments');
  const capitalReturn = CAPITAL_RETURNS[plan.capitalReturn];
  const titleId = `plan-${plan.uniqId}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {plan.title}
        </Typography>
        <Box sx={{ my: 2 }}>
          <Typography component="p" variant="h4" color="primary" sx={{ fontWeight: 700 }}>
            {formatPercent(plan.dailyInterest)}
          </Typography>
          <Typography color="text.secondary">{t('plans.dailyInterest')}</Typography>
        </Box>
        <Typography sx={{ mb: 2 }}>
          <Trans t={t} i18nKey="plans.for" values={{ term: formatTerm(plan.termDays) }} components={{ value: <strong /> }} />
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Stack spacing={1}>
          <Row label={t('plans.min')} value={formatUsd(plan.min)} />
          <Row label={t('plans.max')} value={formatUsd(plan.max)} />
          <Row label={t('plans.capitalReturn.label')} value={capitalReturn ? t(capitalReturn) : plan.capitalReturn} />
          <Row label={t('plans.totalReturn')} value={formatPercent(plan.totalReturn)} />
        </Stack>
      </CardContent>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant="contained"
          loading={selecting}
          disabled={disabled && !selecting}
          aria-label={t('plans.investIn', { title: plan.title })}
          onClick={() => onInvest(plan)}
        >
          {t('plans.invest')}
        </Button>
      </Box>
    </Card>
  );
}
