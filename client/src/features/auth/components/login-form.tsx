import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
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
import { OneTimeCodeField, type OneTimeCodeTexts } from '../../../components/one-time-code-field';
import { PasswordField } from '../../../components/password-field';
import type { FieldErrors } from '../../../lib/field-errors';
import { isCompleteOneTimeCode } from '../../../lib/one-time-code';
import { useLogin, type LoginField } from '../hooks/use-login';

/**
 * Router state another page leaves for the sign-in page: a success message to toast there (e.g. a
 * password reset), and the email to fill in (a sign-up just made).
 */
export interface LoginNotice {
  notice?: string;
  email?: string;
}

const NO_ERRORS: FieldErrors<LoginField> = { fields: {}, form: null };

export function LoginForm() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const [email, setEmail] = useState(() => (location.state as Partial<LoginNotice> | null)?.email ?? '');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>(NO_ERRORS);
  const [password, setPassword] = useState('');
  // Shown as in the spec; the session cookie's lifetime is the server's choice, so it is not sent.
  const [remember, setRemember] = useState(false);
  // After a right password on an account with 2FA: the code step, until signed in or back.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const { login, verifyTwoFactor, loading } = useLogin();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();

  // Shown once: the state is cleared so a reload or a return does not show it again.
  const notice = (location.state as Partial<LoginNotice> | null)?.notice;
  useEffect(() => {
    if (!notice) {
      if (location.state) navigate(location.pathname + location.search, { replace: true, state: null });
      return;
    }
    enqueueSnackbar(notice, { variant: 'success' });
    navigate(location.pathname + location.search, { replace: true, state: null });
    // Only the first render's state is read (the email above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice, enqueueSnackbar, navigate, location.pathname, location.search]);

  const edited = (field: LoginField) =>
    setErrors((current) => (current.fields[field] || current.form ? { fields: { ...current.fields, [field]: undefined }, form: null } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors<LoginField>['fields'] = {};
    if (!email.trim()) missing.email = t('validation.fieldRequired');
    if (!password.trim()) missing.password = t('validation.fieldRequired');
    if (missing.email || missing.password) {
      setErrors({ fields: missing, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    const { outcome, errors: refused } = await login({ email: email.trim(), password });
    if (outcome === 'two-factor') {
      setCode('');
      setStep('code');
    } else if (outcome === 'failed') {
      setPassword('');
      setErrors(refused ?? NO_ERRORS);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteOneTimeCode(code)) {
      setErrors({ fields: {}, form: t('login.twoFactor.codeRequired') });
      return;
    }
    const { outcome, errors: refused } = await verifyTwoFactor(code);
    if (outcome === 'expired') backToPassword(refused);
    else if (outcome === 'failed') {
      setCode('');
      // The code step has one field: whatever the refusal, it is said above it.
      setErrors({ fields: {}, form: refused?.fields.code ?? refused?.form ?? null });
    }
  };

  const backToPassword = (refused?: FieldErrors<LoginField>) => {
    setStep('password');
    setPassword('');
    setCode('');
    setErrors(refused ?? NO_ERRORS);
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
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
          <OneTimeCodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              if (errors.form) setErrors(NO_ERRORS);
            }}
            allowRecovery
            texts={codeTexts}
            autoFocus
            required
            disabled={loading}
          />
          <Button type="submit" variant="contained" size="large" loading={loading}>
            {t('login.twoFactor.submit')}
          </Button>
          <Link component="button" type="button" onClick={() => backToPassword()} sx={{ alignSelf: 'center' }}>
            {t('login.twoFactor.back')}
          </Link>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {errors.form && (
          <Alert severity="error" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited('email');
          }}
          error={!!errors.fields.email}
          helperText={errors.fields.email}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            edited('password');
          }}
          error={!!errors.fields.password}
          helperText={errors.fields.password}
          autoFocus={!!email}
        />
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
