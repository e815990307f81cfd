import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useDisableTwoFactor } from '../hooks/use-two-factor';

interface DisableTwoFactorDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
}

/** Turning 2FA off: the step-up dialog then asks for the password and a current authenticator code or an unused recovery code. */
export function DisableTwoFactorDialog({ open, userId, onClose }: DisableTwoFactorDialogProps) {
  const { t } = useTranslation('profile');
  const { disable, loading } = useDisableTwoFactor(userId);
  const close = () => onClose();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await disable()) close();
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby="disable-two-factor-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="disable-two-factor-title">{t('twoFactor.disableTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('twoFactor.disableText')}</DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={loading}>
            {t('twoFactor.turnOff')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
