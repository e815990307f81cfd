import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { validateEmailChange } from '../utils/profile-validation';

interface ChangeEmailDialogProps {
  currentEmail: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The form of the spec's Change Email modal with its checks. The server has no email-change
 * operation yet, so a valid request says so instead of pretending a code was sent.
 */
export function ChangeEmailDialog({ currentEmail, open, onClose }: ChangeEmailDialogProps) {
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const { enqueueSnackbar } = useSnackbar();

  const close = () => {
    setNewEmail('');
    setConfirmEmail('');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailChange({ currentEmail, newEmail, confirmEmail });
    if (problem) {
      enqueueSnackbar(problem, { variant: 'warning' });
      return;
    }
    enqueueSnackbar('Changing your email is not available yet. Please contact support.', { variant: 'info' });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="change-email-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-email-title">Change Email</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Alert severity="info">We will send a confirmation code to your new email address.</Alert>
            <TextField label="Current Email" value={currentEmail} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label="New Email" type="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
            <TextField
              label="Confirm New Email"
              type="email"
              value={confirmEmail}
              onChange={(e) => setConfirmEmail(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained">
            Send Code
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
