import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import type { RequestWithdrawalInput } from '../../../gql/generated';
import { compareMoney, formatUsd, parseMoneyInput } from '../../../lib/money';
import { isCompleteOneTimeCode } from '../../../lib/one-time-code';
import { WithdrawableBalance, type WithdrawableParts } from './withdrawable-balance';

interface WithdrawalFormProps {
  /** Available to withdraw (main + profit) and its parts; a larger amount is refused here. */
  available: WithdrawableParts;
  submitting: boolean;
  /** With 2FA on, a withdrawal needs the authenticator's current code (sent as twoFactorCode). */
  twoFactorRequired?: boolean;
  /** Resolves to false when the withdrawal was refused (the code, used or not, is then cleared). */
  onSubmit: (input: RequestWithdrawalInput) => Promise<boolean | void>;
}

export function WithdrawalForm({ available, submitting, twoFactorRequired = false, onSubmit }: WithdrawalFormProps) {
  const { t } = useTranslation('withdrawals');
  const [coinName, setCoinName] = useState('');
  const [network, setNetwork] = useState('');
  const [walletAddress, setWalletAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [pending, setPending] = useState<RequestWithdrawalInput | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!coinName.trim() || !walletAddress.trim() || !amount.trim()) {
      enqueueSnackbar(t('form.required'), { variant: 'warning' });
      return;
    }
    const parsed = parseMoneyInput(amount);
    if (!parsed) {
      enqueueSnackbar(t('form.invalidAmount'), { variant: 'warning' });
      return;
    }
    if (compareMoney(parsed, available.withdrawable) === 1) {
      enqueueSnackbar(t('form.aboveAvailable', { amount: formatUsd(available.withdrawable) }), { variant: 'warning' });
      return;
    }
    if (twoFactorRequired && !isCompleteOneTimeCode(twoFactorCode)) {
      enqueueSnackbar(t('form.codeRequired'), { variant: 'warning' });
      return;
    }
    setPending({
      coinName: coinName.trim(),
      walletAddress: walletAddress.trim(),
      amount: parsed,
      ...(network.trim() ? { network: network.trim() } : {}),
      ...(twoFactorRequired ? { twoFactorCode } : {}),
    });
  };

  const confirm = async () => {
    if (!pending) return;
    const done = await onSubmit(pending);
    setPending(null);
    // The server takes a code once, so a refused try needs the app's next one.
    if (done === false) setTwoFactorCode('');
  };

  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Box sx={{ mb: 3 }}>
          <WithdrawableBalance {...available} size="small" />
        </Box>
        <Stack spacing={2.5}>
          <TextField
            label={t('form.coinName')}
            placeholder={t('form.coinNamePlaceholder')}
            value={coinName}
            onChange={(event) => setCoinName(event.target.value)}
            required
          />
          <TextField
            label={t('form.network')}
            placeholder={t('form.networkPlaceholder')}
            helperText={t('form.optional')}
            value={network}
            onChange={(event) => setNetwork(event.target.value)}
          />
          <TextField
            label={t('form.address')}
            value={walletAddress}
            onChange={(event) => setWalletAddress(event.target.value)}
            required
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <TextField
            label={t('form.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          {twoFactorRequired && <OneTimeCodeField value={twoFactorCode} onChange={setTwoFactorCode} allowRecovery required disabled={submitting} />}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              {t('submit')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={t('form.confirmTitle')}
        message={
          pending && (
            <Trans
              t={t}
              i18nKey="form.confirm"
              values={{ amount: formatUsd(pending.amount), address: pending.walletAddress }}
              components={{ amount: <strong />, address: <Box component="strong" sx={{ overflowWrap: 'anywhere' }} /> }}
            />
          )
        }
        confirmLabel={t('form.confirmYes')}
        cancelLabel={t('form.confirmNo')}
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
