import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { PasswordField } from '../../../components/password-field';
import { isCompleteOneTimeCode } from '../../../lib/one-time-code';
import { useChangePassword } from '../hooks/use-credential-changes';
import { validatePasswordChange } from '../utils/profile-validation';

interface ChangePasswordDialogProps {
  open: boolean;
  /** With 2FA on, the server asks for a current code too. */
  twoFactorEnabled: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, twoFactorEnabled, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('profile');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const { changePassword, loading } = useChangePassword();
  const { enqueueSnackbar } = useSnackbar();

  const close = () => {
    setCurrentPassword('');
    setNewPassword('');
    setConfirmation('');
    setCode('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange({ currentPassword, newPassword, confirmation });
    if (problem) {
      enqueueSnackbar(problem, { variant: 'warning' });
      return;
    }
    if (twoFactorEnabled && !isCompleteOneTimeCode(code)) {
      enqueueSnackbar(t('shared.codeRequired'), { variant: 'warning' });
      return;
    }
    const done = await changePassword({ currentPassword, newPassword, twoFactorCode: twoFactorEnabled ? code : null });
    if (done) close();
    // A code is good once: the next try needs the app's next one.
    else setCode('');
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby="change-password-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="change-password-title">{t('password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <DialogContentText>{t('password.note')}</DialogContentText>
            <PasswordField
              label={t('password.current')}
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
            <PasswordField label={t('password.new')} autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
            <PasswordField label={t('password.confirm')} autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
            {twoFactorEnabled && <OneTimeCodeField value={code} onChange={setCode} allowRecovery required disabled={loading} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
