import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { assetOnNetwork } from '../../../lib/networks';

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
  const { t } = useTranslation('deposits');
  const [amount, setAmount] = useState(initialAmount ?? '');
  const [walletId, setWalletId] = useState(wallets.some((wallet) => wallet.id === initialWalletId) ? (initialWalletId ?? '') : '');
  const [pending, setPending] = useState<DepositDetails | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const chosenWallet = wallets.find((wallet) => wallet.id === pending?.walletId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim() || !walletId) {
      enqueueSnackbar(t('details.allRequired'), { variant: 'warning' });
      return;
    }
    const parsed = parseMoneyInput(amount);
    if (!parsed) {
      enqueueSnackbar(t('details.invalidAmount'), { variant: 'warning' });
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
            label={t('details.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            helperText={minimumDeposit ? t('details.minimum', { amount: formatUsdShort(minimumDeposit) }) : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextField
            select
            label={t('details.wallet')}
            value={walletId}
            onChange={(event) => setWalletId(event.target.value)}
            helperText={t('details.walletHelp')}
          >
            {wallets.map((wallet) => (
              <MenuItem key={wallet.id} value={wallet.id}>
                {assetOnNetwork(wallet)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" size="large" disabled={cancelling}>
              {t('details.submit')}
            </Button>
            <Button variant="outlined" color="error" size="large" onClick={onCancel} loading={cancelling} disabled={submitting}>
              {t('details.cancel')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={t('areYouSure')}
        message={
          pending &&
          (chosenWallet
            ? t('details.confirmWithAsset', { amount: formatUsd(pending.amount), wallet: assetOnNetwork(chosenWallet) })
            : t('details.confirm', { amount: formatUsd(pending.amount) }))
        }
        confirmLabel={t('details.confirmYes')}
        cancelLabel={t('noCancel')}
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
