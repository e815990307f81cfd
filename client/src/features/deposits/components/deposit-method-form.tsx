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
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { CRYPTO_WALLET_METHOD } from '../hooks/use-deposit-mutations';

interface DepositMethodFormProps {
  busy: boolean;
  onContinue: (method: string) => void;
}

export function DepositMethodForm({ busy, onContinue }: DepositMethodFormProps) {
  const { t } = useTranslation('deposits');
  // The only method is chosen already (issue 28): the step shows what the deposit is paid with, one click to go on.
  const [method, setMethod] = useState(CRYPTO_WALLET_METHOD);
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
          <FormControl>
            <FormLabel id="deposit-method-label" sx={{ mb: 1, fontWeight: 600 }}>
              {t('method.choose')}
            </FormLabel>
            <RadioGroup aria-labelledby="deposit-method-label" value={method} onChange={(event) => setMethod(event.target.value)}>
              <FormControlLabel
                value={CRYPTO_WALLET_METHOD}
                control={<Radio />}
                label={
                  <span>
                    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      {t('method.crypto')}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('method.cryptoHelp')}
                    </Typography>
                  </span>
                }
              />
            </RadioGroup>
          </FormControl>
          <Button type="submit" variant="contained" size="large" loading={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('method.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
