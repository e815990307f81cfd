import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { PlanSelectionDetailsFragment } from '../../../gql/generated';
import { compareMoney, formatUsd, isMoneyWithin, parseMoneyInput } from '../../../lib/money';
import { formatPercent, formatTerm } from '../../../lib/text';

interface InvestAmountFormProps {
  selection: PlanSelectionDetailsFragment;
  /** The main balance the investment is paid from. */
  mainBalance: string;
  submitting: boolean;
  onSubmit: (amount: string) => void;
}

export function InvestAmountForm({ selection, mainBalance, submitting, onSubmit }: InvestAmountFormProps) {
  const { plan } = selection;
  const { t } = useTranslation('investments');
  const [amount, setAmount] = useState(selection.amount ?? '');
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) {
      enqueueSnackbar(t('invest.required'), { variant: 'warning' });
      return;
    }
    // A quick check against the plan's limits as decimals; the server checks again.
    const parsed = parseMoneyInput(amount);
    if (!parsed || !isMoneyWithin(parsed, plan.min, plan.max)) {
      enqueueSnackbar(t('invest.outOfRange'), { variant: 'warning' });
      return;
    }
    // Refused here, on the amount step, rather than at confirm (the server says the same then): the
    // investment is paid from the main balance.
    if (compareMoney(parsed, mainBalance) === 1) {
      enqueueSnackbar(t('invest.aboveMainBalance'), { variant: 'warning' });
      return;
    }
    onSubmit(parsed);
  };

  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {plan.title}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ mt: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">
            <Trans t={t} i18nKey="invest.term" values={{ term: formatTerm(plan.termDays) }} components={{ value: <strong /> }} />
          </Typography>
          <Typography color="text.secondary">
            <Trans t={t} i18nKey="invest.dailyInterest" values={{ rate: formatPercent(plan.dailyInterest) }} components={{ value: <strong /> }} />
          </Typography>
        </Stack>
        <Divider sx={{ mb: 3 }} />
        <Stack spacing={2.5}>
          <TextField
            label={t('invest.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            helperText={t('invest.limits', { min: formatUsd(plan.min), max: formatUsd(plan.max) })}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <Typography color="text.secondary">
            <Trans
              t={t}
              i18nKey="invest.mainBalance"
              values={{ amount: formatUsd(mainBalance) }}
              components={{ value: <strong data-testid="main-balance" /> }}
            />
          </Typography>
          <Box>
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              {t('invest.submit')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('invest.agreement')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
