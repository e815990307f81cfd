import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { PasswordField } from '../../../components/password-field';
import type { FieldErrors } from '../../../lib/field-errors';
import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rule';
import { useRegister, type RegisterField } from '../hooks/use-register';
import type { LoginNotice } from './login-form';

/** After a successful registration the sign-in page opens after this delay (spec: 3 s). */
export const REDIRECT_AFTER_REGISTER_MS = 3000;

type Field = RegisterField | 'terms';
const NO_ERRORS: FieldErrors<Field> = { fields: {}, form: null };

export function RegisterForm({ referralId = '' }: { referralId?: string }) {
  const { t } = useTranslation('account');
  const [fullName, setFullName] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [referral, setReferral] = useState(referralId);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>(NO_ERRORS);
  const { register, loading } = useRegister();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (successMessage === null) return undefined;
    // The sign-in form opens with the new account's email filled in.
    const state: LoginNotice = { email: email.trim() };
    const timer = window.setTimeout(() => navigate(paths.account.login.href(), { replace: true, state }), REDIRECT_AFTER_REGISTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, successMessage, email]);

  /** Shows the refusals beside their fields and moves the focus to the first of them. */
  const refuse = (next: FieldErrors<Field>) => {
    setErrors(next);
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const edited = (field: Field) =>
    setErrors((current) => (current.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('validation.fieldRequired');
    const missing: Partial<Record<Field, string>> = {};
    if (!fullName.trim()) missing.fullName = required;
    if (!username.trim()) missing.username = required;
    if (!email.trim()) missing.email = required;
    if (!password.trim()) missing.password = required;
    if (!acceptedTerms) missing.terms = t('validation.acceptTerms');
    if (Object.keys(missing).length) {
      refuse({ fields: missing, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    const outcome = await register({
      fullName: fullName.trim(),
      username: username.trim(),
      email: email.trim(),
      password,
      ...(referral.trim() ? { referralId: referral.trim() } : {}),
    });
    if (outcome.errors) refuse(outcome.errors);
    else setSuccessMessage(outcome.message);
  };

  const { fields } = errors;
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {successMessage !== null && (
          <Alert severity="success" role="status">
            {successMessage} {t('register.redirecting')}
          </Alert>
        )}
        {errors.form && (
          <Alert severity="error" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          value={fullName}
          onChange={(e) => {
            setFullName(e.target.value);
            edited('fullName');
          }}
          error={!!fields.fullName}
          helperText={fields.fullName}
        />
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            edited('username');
          }}
          error={!!fields.username}
          helperText={fields.username ?? t('register.usernameRule')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            edited('email');
          }}
          error={!!fields.email}
          helperText={fields.email}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            edited('password');
          }}
          error={!!fields.password}
          helperText={fields.password ?? t('register.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField
          label={t('fields.referralId')}
          value={referral}
          onChange={(e) => {
            setReferral(e.target.value);
            edited('referralId');
          }}
          error={!!fields.referralId}
          helperText={fields.referralId ?? t('fields.optional')}
        />
        <FormControl error={!!fields.terms}>
          <FormControlLabel
            control={
              <Checkbox
                checked={acceptedTerms}
                onChange={(e) => {
                  setAcceptedTerms(e.target.checked);
                  edited('terms');
                }}
                slotProps={{ input: { 'aria-invalid': !!fields.terms, 'aria-describedby': fields.terms ? 'register-terms-error' : undefined } }}
              />
            }
            label={
              // The terms open in a new tab so the half-filled form stays; a link inside the label does not tick the box.
              <Trans
                t={t}
                i18nKey="register.terms"
                components={{ termsLink: <Link component={RouterLink} to={paths.terms.href()} target="_blank" rel="noopener" /> }}
              />
            }
          />
          {fields.terms && <FormHelperText id="register-terms-error">{fields.terms}</FormHelperText>}
        </FormControl>
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
