import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { formatUsd } from '../../../lib/money';

interface InvestmentTotalsProps {
  currentlyInvested: string;
  approxProfit: string;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography data-testid={testId} variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
          {formatUsd(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** What is invested now and the profit still to come, with the ways to invest more. */
export function InvestmentTotals({ currentlyInvested, approxProfit }: InvestmentTotalsProps) {
  const { t } = useTranslation('investments');
  return (
    <Stack spacing={2} sx={{ mb: 4 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Figure label={t('totals.invested')} value={currentlyInvested} testId="currently-invested" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Figure label={t('totals.approxProfit')} value={approxProfit} testId="approx-profit" />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button component={RouterLink} to={paths.user.plans.href()} variant="contained">
          {t('totals.investMore')}
        </Button>
        <Button component={RouterLink} to={paths.user.deposit.href()} variant="outlined">
          {t('totals.deposit')}
        </Button>
        <Button component={RouterLink} to={paths.user.transactionInvestment.href()} variant="text">
          {t('totals.history')}
        </Button>
      </Stack>
    </Stack>
  );
}
