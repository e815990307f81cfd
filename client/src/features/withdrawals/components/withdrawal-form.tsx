import { useState, type FormEvent } from 'react';
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
      enqueueSnackbar('Please fill every required fields to proceed', { variant: 'warning' });
      return;
    }
    const parsed = parseMoneyInput(amount);
    if (!parsed) {
      enqueueSnackbar('Please enter a valid amount in USD', { variant: 'warning' });
      return;
    }
    if (compareMoney(parsed, available.withdrawable) === 1) {
      enqueueSnackbar(`The amount is above what you can withdraw (${formatUsd(available.withdrawable)}).`, { variant: 'warning' });
      return;
    }
    if (twoFactorRequired && !isCompleteOneTimeCode(twoFactorCode)) {
      enqueueSnackbar('Enter the 6-digit code from your authenticator app.', { variant: 'warning' });
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
          <TextField label="Coin Name" placeholder="e.g. USDT" value={coinName} onChange={(event) => setCoinName(event.target.value)} required />
          <TextField label="Network" placeholder="e.g. TRC20" helperText="Optional" value={network} onChange={(event) => setNetwork(event.target.value)} />
          <TextField
            label="Recipient Wallet Address"
            value={walletAddress}
            onChange={(event) => setWalletAddress(event.target.value)}
            required
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <TextField
            label="Amount (USD)"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          {twoFactorRequired && <OneTimeCodeField value={twoFactorCode} onChange={setTwoFactorCode} allowRecovery required disabled={submitting} />}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              Withdraw Now
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title="Are you sure?"
        message={
          pending && (
            <>
              You are about to withdraw <strong>{formatUsd(pending.amount)}</strong> to{' '}
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {pending.walletAddress}
              </Box>
              . Crypto transactions are irreversible: check the address before you continue.
            </>
          )
        }
        confirmLabel="Yes, withdraw"
        cancelLabel="No, Cancel"
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
