import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { PasswordField } from '../../../components/password-field';
import { useResetPassword } from '../hooks/use-password-reset';

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { resetPassword, loading } = useResetPassword();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  if (!token) {
    return (
      <Alert severity="error">
        This password reset link is incomplete. Please{' '}
        <Link component={RouterLink} to={paths.account.forgotPassword.href()}>
          request a new one
        </Link>
        .
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim() || !confirmation.trim()) {
      enqueueSnackbar('All fields are required to proceed', { variant: 'warning' });
      return;
    }
    if (password !== confirmation) {
      enqueueSnackbar('Passwords do not match. Please check and try again.', { variant: 'warning' });
      return;
    }
    if (await resetPassword(token, password)) navigate(paths.account.login.href(), { replace: true });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          Reset Password
        </Button>
      </Stack>
    </Box>
  );
}
