import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DepositWalletsQuery } from '../../../gql/generated';
import { formatUsd, formatUsdShort, parseMoneyInput } from '../../../lib/money';

type Wallet = DepositWalletsQuery['depositWallets'][number];

export interface DepositDetails {
  amount: string;
  walletId: string;
}

interface DepositDetailsFormProps {
  wallets: readonly Wallet[];
  /** Shown as a hint; the server enforces it. Undefined while it loads. */
  minimumDeposit: string | undefined;
  initialAmount?: string | null;
  /** The wallet the draft was tracked with, if any: chosen again. */
  initialWalletId?: string | null;
  submitting: boolean;
  cancelling: boolean;
  onSubmit: (details: DepositDetails) => Promise<unknown>;
  onCancel: () => void;
}

export function DepositDetailsForm({
  wallets,
  minimumDeposit,
  initialAmount,
  initialWalletId,
  submitting,
  cancelling,
  onSubmit,
  onCancel,
}: DepositDetailsFormProps) {
  const [amount, setAmount] = useState(initialAmount ?? '');
  const [walletId, setWalletId] = useState(wallets.some((wallet) => wallet.id === initialWalletId) ? (initialWalletId ?? '') : '');
  const [pending, setPending] = useState<DepositDetails | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const chosenWallet = wallets.find((wallet) => wallet.id === pending?.walletId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim() || !walletId) {
      enqueueSnackbar('All fields are required to proceed', { variant: 'warning' });
      return;
    }
    const parsed = parseMoneyInput(amount);
    if (!parsed) {
      enqueueSnackbar('Please enter a valid amount in USD', { variant: 'warning' });
      return;
    }
    setPending({ amount: parsed, walletId });
  };

  const confirm = async () => {
    if (!pending) return;
    await onSubmit(pending);
    setPending(null);
  };

  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Stack spacing={3}>
          <TextField
            label="Amount (USD)"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            helperText={minimumDeposit ? `Minimum deposit: ${formatUsdShort(minimumDeposit)}` : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextField
            select
            label="Wallet"
            value={walletId}
            onChange={(event) => setWalletId(event.target.value)}
            helperText="The wallet you will send the payment to"
          >
            {wallets.map((wallet) => (
              <MenuItem key={wallet.id} value={wallet.id}>
                {wallet.walletName} ({wallet.network})
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="large" disabled={cancelling}>
              Continue to Deposit
            </Button>
            <Button variant="outlined" color="error" size="large" onClick={onCancel} loading={cancelling} disabled={submitting}>
              Cancel Process
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title="Are you sure?"
        message={
          pending && `You are about to deposit ${formatUsd(pending.amount)}${chosenWallet ? ` with ${chosenWallet.walletName} (${chosenWallet.network})` : ''}.`
        }
        confirmLabel="Yes, continue"
        cancelLabel="No, Cancel"
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
