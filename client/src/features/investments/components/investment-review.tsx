import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanSelectionDetailsFragment } from '../../../gql/generated';
import { addMoney, formatUsd } from '../../../lib/money';
import { formatPercent, formatTerm } from '../../../lib/text';

interface InvestmentReviewProps {
  selection: PlanSelectionDetailsFragment & { amount: string };
  confirming: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack component="li" direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 600, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}

/** The last look at an investment before the amount leaves the main balance. */
export function InvestmentReview({ selection, confirming, onConfirm, onBack }: InvestmentReviewProps) {
  const { t } = useTranslation('investments');
  const { plan, amount, profit } = selection;
  // Total return = amount + profit, summed exactly in cents.
  const totalReturn = addMoney(amount, profit ?? '0');
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('confirm.summary')}
        </Typography>
        <Box component="ul" aria-label={t('confirm.summaryLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Row label={t('confirm.planName')} value={plan.title} />
          <Row label={t('confirm.duration')} value={formatTerm(plan.termDays)} />
          <Row label={t('confirm.dailyProfit')} value={formatPercent(plan.dailyInterest)} />
          <Row label={t('confirm.paymentAccount')} value={t('confirm.mainBalance')} />
          <Divider component="li" sx={{ my: 1 }} />
          <Row label={t('confirm.amount')} value={formatUsd(amount)} />
          <Row label={t('confirm.totalProfit')} value={formatUsd(profit)} />
          <Row label={t('confirm.totalReturn')} value={formatUsd(totalReturn)} />
          <Divider component="li" sx={{ my: 1 }} />
          <Row label={t('confirm.debit')} value={formatUsd(amount)} strong />
        </Box>
        <Alert severity="info" sx={{ my: 3 }}>
          {t('confirm.notice')}
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" size="large" loading={confirming} onClick={onConfirm}>
            {t('confirm.submit')}
          </Button>
          <Button variant="text" disabled={confirming} onClick={onBack}>
            {t('confirm.changeAmount')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
