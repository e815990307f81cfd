import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { PasswordField } from '../../../components/password-field';
import { useResetPassword } from '../hooks/use-password-reset';
import type { LoginNotice } from './login-form';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { resetPassword, loading } = useResetPassword();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  if (!token) {
    return (
      <Alert severity="error">
        <Trans t={t} i18nKey="resetPassword.incompleteLink" components={{ link: <Link component={RouterLink} to={paths.account.forgotPassword.href()} /> }} />
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim() || !confirmation.trim()) {
      enqueueSnackbar(t('validation.allFieldsRequired'), { variant: 'warning' });
      return;
    }
    if (password !== confirmation) {
      enqueueSnackbar(t('validation.passwordsDoNotMatch'), { variant: 'warning' });
      return;
    }
    const done = await resetPassword(token, password);
    // The sign-in page shows the message: each page's form has its own toasts.
    if (done !== null) navigate(paths.account.login.href(), { replace: true, state: { notice: done } satisfies LoginNotice });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <PasswordField label={t('fields.newPassword')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
