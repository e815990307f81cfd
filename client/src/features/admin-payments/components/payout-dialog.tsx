import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

interface PayoutDialogProps {
  open: boolean;
  description: string;
  busy: boolean;
  /** The first of two approvals: no payout is sent yet, so no hash is asked for. */
  firstOfTwo?: boolean;
  onConfirm: (payoutTxHash: string) => void;
  onClose: () => void;
}

/** Approves a withdrawal, optionally recording the hash of the payout sent on chain. */
export function PayoutDialog({ open, description, busy, firstOfTwo = false, onConfirm, onClose }: PayoutDialogProps) {
  const { t } = useTranslation('admin');
  const [hash, setHash] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(firstOfTwo ? '' : hash.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="payout-dialog-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setHash('') } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="payout-dialog-title">{firstOfTwo ? t('payments.approveWithdrawalFirst') : t('payments.approveWithdrawal')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          {!firstOfTwo && (
            <TextField
              label={t('payments.payoutHash')}
              helperText={t('payments.payoutHashHelp')}
              value={hash}
              onChange={(event) => setHash(event.target.value)}
              autoFocus
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('queue.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('queue.approve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
