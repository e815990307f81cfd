import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { formatUsd } from '../../../lib/money';

/** The only withdrawal method (spec: radio 'Crypto Withdrawal', value 'crypto wallet'). */
export const CRYPTO_WITHDRAWAL_METHOD = 'crypto wallet';

interface WithdrawMethodFormProps {
  /** The withdrawable balance (the user's `interest`). */
  availableBalance: string;
  onContinue: (method: string) => void;
}

export function WithdrawMethodForm({ availableBalance, onContinue }: WithdrawMethodFormProps) {
  const [method, setMethod] = useState('');
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      enqueueSnackbar('A withdrawal method is required.', { variant: 'warning' });
      return;
    }
    onContinue(method);
  };

  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Stack spacing={3}>
          <Box>
            <Typography color="text.secondary" variant="body2">
              Available balance
            </Typography>
            <Typography variant="h3" component="p" data-testid="available-balance">
              {formatUsd(availableBalance)}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              Profits and bonuses you can withdraw.
            </Typography>
          </Box>
          <FormControl>
            <FormLabel id="withdraw-method-label" sx={{ mb: 1, fontWeight: 600 }}>
              Choose withdrawal method
            </FormLabel>
            <RadioGroup aria-labelledby="withdraw-method-label" value={method} onChange={(event) => setMethod(event.target.value)}>
              <FormControlLabel value={CRYPTO_WITHDRAWAL_METHOD} control={<Radio />} label="Crypto Withdrawal" />
            </RadioGroup>
          </FormControl>
          <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-start' } }}>
            Withdraw Now
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
