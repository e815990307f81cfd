import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
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
    const timer = window.setTimeout(
      () => navigate(paths.account.login.href(), { replace: true }),
      REDIRECT_AFTER_REGISTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, successMessage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim() || !email.trim() || !password.trim()) {
      enqueueSnackbar('All fields are required to proceed', { variant: 'warning' });
      return;
    }
    if (!acceptedTerms) {
      enqueueSnackbar('You must accept the terms and conditions to proceed', { variant: 'warning' });
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
            {successMessage} Redirecting you to the login page…
          </Alert>
        )}
        <TextField label="Full Name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        <TextField label="Username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Referral ID"
          helperText="Optional"
          value={referral}
          onChange={(e) => setReferral(e.target.value)}
        />
        <FormControlLabel
          control={<Checkbox checked={acceptedTerms} onChange={(e) => setAcceptedTerms(e.target.checked)} />}
          label="I agree to the terms and conditions"
        />
        <Button type="submit" variant="contained" size="large" loading={loading} disabled={successMessage !== null}>
          Create Account
        </Button>
        <Typography align="center" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.account.login.href()}>
            Login
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
