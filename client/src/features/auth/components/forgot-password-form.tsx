import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { useRequestPasswordReset } from '../hooks/use-password-reset';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { requestReset, loading } = useRequestPasswordReset();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      enqueueSnackbar('An email address is required to proceed', { variant: 'warning' });
      return;
    }
    const message = await requestReset(email.trim());
    if (message !== null) setSentMessage(message);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {sentMessage && (
          <Alert severity="success" role="status">
            {sentMessage}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          Send Reset Link
        </Button>
        <Link component={RouterLink} to={paths.account.login.href()} sx={{ textAlign: 'center' }}>
          Back to login
        </Link>
      </Stack>
    </Box>
  );
}
