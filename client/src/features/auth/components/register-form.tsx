import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { paths } from '../../../app/paths';
import { PasswordField } from '../../../components/password-field';
import { useRegister } from '../hooks/use-register';

/** After a successful registration the sign-in page opens after this delay (spec: 3 s). */
export const REDIRECT_AFTER_REGISTER_MS = 3000;

export function RegisterForm({ referralId = '' }: { referralId?: string }) {
  const { t } = useTranslation('account');
  const [fullName, setFullName] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [referral, setReferral] = useState(referralId);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const { register, loading } = useRegister();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  useEffect(() => {
    if (successMessage === null) return undefined;
    const timer = window.setTimeout(() => navigate(paths.account.login.href(), { replace: true }), REDIRECT_AFTER_REGISTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, successMessage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim() || !email.trim() || !password.trim()) {
      enqueueSnackbar(t('validation.allFieldsRequired'), { variant: 'warning' });
      return;
    }
    if (!acceptedTerms) {
      enqueueSnackbar(t('validation.acceptTerms'), { variant: 'warning' });
      return;
    }
    const message = await register({
      fullName: fullName.trim(),
      username: username.trim(),
      email: email.trim(),
      password,
      ...(referral.trim() ? { referralId: referral.trim() } : {}),
    });
    if (message !== null) setSuccessMessage(message);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {successMessage !== null && (
          <Alert severity="success" role="status">
            {successMessage} {t('register.redirecting')}
          </Alert>
        )}
        <TextField label={t('fields.fullName')} autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        <TextField label={t('fields.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField label={t('fields.password')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label={t('fields.referralId')} helperText={t('fields.optional')} value={referral} onChange={(e) => setReferral(e.target.value)} />
        <FormControlLabel control={<Checkbox checked={acceptedTerms} onChange={(e) => setAcceptedTerms(e.target.checked)} />} label={t('register.terms')} />
        <Button type="submit" variant="contained" size="large" loading={loading} disabled={successMessage !== null}>
          {t('register.submit')}
        </Button>
        <Typography align="center" color="text.secondary">
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.account.login.href()}>
            {t('register.login')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
