import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { WithdrawableBalance, type WithdrawableParts } from './withdrawable-balance';

/** The only withdrawal method (spec: radio 'Crypto Withdrawal', value 'crypto wallet'). */
export const CRYPTO_WITHDRAWAL_METHOD = 'crypto wallet';

interface WithdrawMethodFormProps {
  /** Available to withdraw (main + profit) and its parts. */
  available: WithdrawableParts;
  onContinue: (method: string) => void;
}

export function WithdrawMethodForm({ available, onContinue }: WithdrawMethodFormProps) {
  const { t } = useTranslation('withdrawals');
  // The only method is chosen already: the step confirms it rather than asking for a click.
  const [method, setMethod] = useState(CRYPTO_WITHDRAWAL_METHOD);
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      enqueueSnackbar(t('method.required'), { variant: 'warning' });
      return;
    }
    onContinue(method);
  };

  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Stack spacing={3}>
          <WithdrawableBalance {...available} />
          <FormControl>
            <FormLabel id="withdraw-method-label" sx={{ mb: 1, fontWeight: 600 }}>
              {t('method.choose')}
            </FormLabel>
            <RadioGroup aria-labelledby="withdraw-method-label" value={method} onChange={(event) => setMethod(event.target.value)}>
              <FormControlLabel value={CRYPTO_WITHDRAWAL_METHOD} control={<Radio />} label={t('method.crypto')} />
            </RadioGroup>
          </FormControl>
          <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
