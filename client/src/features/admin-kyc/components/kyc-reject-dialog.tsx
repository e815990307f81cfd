import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** The server keeps at most this many characters of a rejection reason. */
export const KYC_MAX_REASON_LENGTH = 500;

interface KycRejectDialogProps {
  open: boolean;
  email: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why a verification is rejected; the investor reads the reason on their security page. */
export function KycRejectDialog({ open, email, busy, onConfirm, onClose }: KycRejectDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing) onConfirm(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="kyc-reject-title"
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTouched(false);
          },
        },
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="kyc-reject-title">Reject identity verification</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Reject the documents of {email}? They can submit new ones afterwards.</DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={touched && missing}
            helperText={touched && missing ? 'A reason is required' : 'The investor sees this reason on their security page.'}
            slotProps={{ htmlInput: { maxLength: KYC_MAX_REASON_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
