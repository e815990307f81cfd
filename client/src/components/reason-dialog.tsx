import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** The server keeps at most this many characters of a rejection reason. */
export const MAX_REASON_LENGTH = 500;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  busy: boolean;
  /** Where the user will read the reason. */
  hint?: string;
  /** The confirm button's label. */
  confirmLabel?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a rejection (payments, identity checks); the user is shown it. */
export function ReasonDialog({ open, title, description, busy, hint, confirmLabel, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('account');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();

  const reset = () => {
    setReason('');
    setTouched(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) onConfirm(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="reason-dialog-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: reset } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <TextField
            label={t('ui.reasonDialog.label')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={3}
            autoFocus
            fullWidth
            error={touched && missing}
            helperText={touched && missing ? t('ui.reasonDialog.required') : (hint ?? t('ui.reasonDialog.hint'))}
            slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('ui.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {confirmLabel ?? t('ui.actions.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
