import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_REASON_LENGTH } from '../../../components/reason-dialog';

interface RefundDialogProps {
  open: boolean;
  description: string;
  busy: boolean;
  onConfirm: (refundTxHash: string, reason: string) => void;
  onClose: () => void;
}

/** Records that a late payment was sent back: the refund's transaction hash and the reason, both required. */
export function RefundDialog({ open, description, busy, onConfirm, onClose }: RefundDialogProps) {
  const { t } = useTranslation('admin');
  const [hash, setHash] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missingHash = !hash.trim();
  const missingReason = !reason.trim();

  const reset = () => {
    setHash('');
    setReason('');
    setTouched(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missingHash && !missingReason) onConfirm(hash.trim(), reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="refund-dialog-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: reset } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="refund-dialog-title">{t('payments.markRefundedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={t('payments.refundTxHash')}
              value={hash}
              onChange={(event) => setHash(event.target.value)}
              required
              autoFocus
              error={touched && missingHash}
              helperText={touched && missingHash ? t('payments.refundMissing') : t('payments.refundTxHashHelp')}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, dir: 'ltr' } }}
            />
            <TextField
              label={t('payments.refundReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              multiline
              minRows={2}
              error={touched && missingReason}
              helperText={touched && missingReason ? t('payments.refundMissing') : ' '}
              slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('queue.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('payments.markRefunded')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
