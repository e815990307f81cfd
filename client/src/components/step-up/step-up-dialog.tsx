import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useConfirmIdentityMutation, useMeQuery } from '../../gql/generated';
import { fieldErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { graphQLErrorsOf } from '../../lib/graphql-errors';
import { OneTimeCodeField } from '../one-time-code-field';
import { PasswordField } from '../password-field';

type StepUpField = 'password' | 'twoFactorCode';
const FIELDS: readonly StepUpField[] = ['password', 'twoFactorCode'];
const NO_ERRORS: FieldErrors<StepUpField> = { fields: {}, form: null };

interface StepUpDialogProps {
  open: boolean;
  /** Called with true once the server confirmed the password, false when the user gave up. */
  onDone: (confirmed: boolean) => void;
}

/** Asks for the password (and the authenticator or a recovery code when 2FA is on) and confirms it with the server. */
export function StepUpDialog({ open, onDone }: StepUpDialogProps) {
  const { t } = useTranslation('account');
  // The signed-in user is in the cache already (the session check): whether to ask for a code too.
  const { data } = useMeQuery({ fetchPolicy: 'cache-only', skip: !open });
  const [confirm, { loading }] = useConfirmIdentityMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState(NO_ERRORS);
  const withCode = askCode || !!data?.me?.twoFactorEnabled;

  const finish = (confirmed: boolean) => {
    setPassword('');
    setCode('');
    setErrors(NO_ERRORS);
    onDone(confirmed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setErrors({ fields: { password: t('ui.stepUp.passwordRequired') }, form: null });
      return;
    }
    try {
      await confirm({ variables: { password, twoFactorCode: withCode ? code || null : null } });
      finish(true);
    } catch (error) {
      // 2FA turned on in another tab: the server asks for the code, the field appears.
      if (graphQLErrorsOf(error).some((e) => e.extensions?.reason === 'TWO_FACTOR_CODE_REQUIRED')) setAskCode(true);
      setErrors(fieldErrorsOf(error, FIELDS, t('ui.stepUp.failed')));
      setCode('');
    }
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : () => finish(false)} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="step-up-title">{t('ui.stepUp.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{withCode ? t('ui.stepUp.textWithCode') : t('ui.stepUp.text')}</DialogContentText>
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <PasswordField
              label={t('ui.stepUp.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              autoFocus
              required
              fullWidth
              disabled={loading}
              error={!!errors.fields.password}
              helperText={errors.fields.password}
              slotProps={{ htmlInput: { 'data-testid': 'step-up-password' } }}
            />
            {withCode && (
              <div>
                <OneTimeCodeField value={code} onChange={setCode} allowRecovery required disabled={loading} />
                {errors.fields.twoFactorCode && <FormHelperText error>{errors.fields.twoFactorCode}</FormHelperText>}
              </div>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish(false)} disabled={loading}>
            {t('ui.stepUp.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('ui.stepUp.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
