import { useState, type FormEvent } from 'react';
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
        <DialogTitle id="payout-dialog-title">{firstOfTwo ? 'Approve withdrawal (1 of 2)' : 'Approve withdrawal'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          {!firstOfTwo && (
            <TextField
              label="Payout transaction hash"
              helperText="Optional: the hash of the payment you sent"
              value={hash}
              onChange={(event) => setHash(event.target.value)}
              autoFocus
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Approve
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
