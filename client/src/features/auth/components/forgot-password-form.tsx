import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { requestReset, loading } = useRequestPasswordReset();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      enqueueSnackbar(t('validation.emailRequired'), { variant: 'warning' });
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
        <TextField label={t('fields.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('forgotPassword.submit')}
        </Button>
        <Link component={RouterLink} to={paths.account.login.href()} sx={{ textAlign: 'center' }}>
          {t('forgotPassword.backToLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
