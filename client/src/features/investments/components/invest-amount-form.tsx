import { useState, type FormEvent } from 'react';
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

export const OUT_OF_RANGE = 'Please enter an amount within the specified range';
/** The server's answer too (amount step and confirm): the investment is paid from the main balance. */
export const ABOVE_MAIN_BALANCE = 'Insufficient balance: deposit funds to your main balance first.';

interface InvestAmountFormProps {
  selection: PlanSelectionDetailsFragment;
  /** The main balance the investment is paid from. */
  mainBalance: string;
  submitting: boolean;
  onSubmit: (amount: string) => void;
}

export function InvestAmountForm({ selection, mainBalance, submitting, onSubmit }: InvestAmountFormProps) {
  const { plan } = selection;
  const [amount, setAmount] = useState(selection.amount ?? '');
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) {
      enqueueSnackbar('Please fill in all required fields', { variant: 'warning' });
      return;
    }
    // A quick check against the plan's limits as decimals; the server checks again.
    const parsed = parseMoneyInput(amount);
    if (!parsed || !isMoneyWithin(parsed, plan.min, plan.max)) {
      enqueueSnackbar(OUT_OF_RANGE, { variant: 'warning' });
      return;
    }
    // Refused here, on the amount step, rather than at confirm.
    if (compareMoney(parsed, mainBalance) === 1) {
      enqueueSnackbar(ABOVE_MAIN_BALANCE, { variant: 'warning' });
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
            Term: <strong>{formatTerm(plan.termDays)}</strong>
          </Typography>
          <Typography color="text.secondary">
            Daily Interest: <strong>{formatPercent(plan.dailyInterest)}</strong>
          </Typography>
        </Stack>
        <Divider sx={{ mb: 3 }} />
        <Stack spacing={2.5}>
          <TextField
            label="Amount (USD)"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            helperText={`Min: ${formatUsd(plan.min)} · Max: ${formatUsd(plan.max)}`}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <Typography color="text.secondary">
            Main Balance: <strong data-testid="main-balance">{formatUsd(mainBalance)}</strong>
          </Typography>
          <Box>
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              Continue to Invest
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            By clicking Continue to Invest you agree to our terms and conditions, and confirm that you have read and understood the plan&apos;s terms.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
