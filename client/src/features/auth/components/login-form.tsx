import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
import { OneTimeCodeField, type OneTimeCodeTexts } from '../../../components/one-time-code-field';
import { PasswordField } from '../../../components/password-field';
import { isCompleteOneTimeCode } from '../../../lib/one-time-code';
import { useLogin } from '../hooks/use-login';

/** Router state another page leaves for the sign-in page: a success message to toast there (e.g. a password reset). */
export interface LoginNotice {
  notice: string;
}

export function LoginForm() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Shown as in the spec; the session cookie's lifetime is the server's choice, so it is not sent.
  const [remember, setRemember] = useState(false);
  // After a right password on an account with 2FA: the code step, until signed in or back.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const { login, verifyTwoFactor, loading } = useLogin();
  const { enqueueSnackbar } = useSnackbar();
  const location = useLocation();
  const navigate = useNavigate();

  // Shown once: the state is cleared so a reload or a return does not show it again.
  const notice = (location.state as Partial<LoginNotice> | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    enqueueSnackbar(notice, { variant: 'success' });
    navigate(location.pathname + location.search, { replace: true, state: null });
  }, [notice, enqueueSnackbar, navigate, location.pathname, location.search]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password.trim()) {
      enqueueSnackbar(t('validation.allFieldsRequired'), { variant: 'warning' });
      return;
    }
    const outcome = await login({ email: email.trim(), password });
    if (outcome === 'two-factor') {
      setCode('');
      setStep('code');
    } else if (outcome === 'failed') setPassword('');
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteOneTimeCode(code)) {
      enqueueSnackbar(t('login.twoFactor.codeRequired'), { variant: 'warning' });
      return;
    }
    const outcome = await verifyTwoFactor(code);
    if (outcome === 'expired') backToPassword();
    else if (outcome === 'failed') setCode('');
  };

  const backToPassword = () => {
    setStep('password');
    setPassword('');
    setCode('');
  };

  if (step === 'code') {
    const codeTexts: OneTimeCodeTexts = {
      authenticatorLabel: t('login.twoFactor.codeLabel'),
      authenticatorHelp: t('login.twoFactor.codeHelp'),
      recoveryLabel: t('login.twoFactor.recoveryLabel'),
      recoveryHelp: t('login.twoFactor.recoveryHelp'),
      useRecovery: t('login.twoFactor.useRecovery'),
      useAuthenticator: t('login.twoFactor.useApp'),
    };
    return (
      <Box component="form" noValidate onSubmit={(event) => void submitCode(event)} aria-labelledby="two-factor-step-title">
        <Stack spacing={2.5}>
          <Box>
            <Typography id="two-factor-step-title" variant="h6" component="h2">
              {t('login.twoFactor.title')}
            </Typography>
            <Typography color="text.secondary">{t('login.twoFactor.prompt')}</Typography>
          </Box>
          <OneTimeCodeField value={code} onChange={setCode} allowRecovery texts={codeTexts} autoFocus required disabled={loading} />
          <Button type="submit" variant="contained" size="large" loading={loading}>
            {t('login.twoFactor.submit')}
          </Button>
          <Link component="button" type="button" onClick={backToPassword} sx={{ alignSelf: 'center' }}>
            {t('login.twoFactor.back')}
          </Link>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField label={t('fields.password')} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />} label={t('login.rememberMe')} />
          <Link component={RouterLink} to={paths.account.forgotPassword.href()}>
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={loading}>
          {t('login.submit')}
        </Button>
        <Typography align="center" color="text.secondary">
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.account.register.href()}>
            {t('login.register')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
