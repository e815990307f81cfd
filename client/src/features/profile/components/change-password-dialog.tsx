import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { PasswordField } from '../../../components/password-field';
import { fieldErrorProps, focusFirstInvalid } from '../../../lib/field-errors';
import { isCompleteOneTimeCode } from '../../../lib/one-time-code';
import { PASSWORD_MIN_LENGTH } from '../../../lib/password-rule';
import { useChangePassword } from '../hooks/use-credential-changes';
import { passwordChangeProblems, type FieldProblems } from '../utils/profile-validation';

type Field = 'currentPassword' | 'newPassword' | 'confirmation';

interface ChangePasswordDialogProps {
  open: boolean;
  /** With 2FA on, the server asks for a current code too. */
  twoFactorEnabled: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, twoFactorEnabled, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('profile');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const { changePassword, loading } = useChangePassword();
  const [fields, setFields] = useState<FieldProblems<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    setCurrentPassword('');
    setNewPassword('');
    setConfirmation('');
    setCode('');
    setFields({});
    setFormError(null);
    onClose();
  };
  const edited = (field: Field) => setFields((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordChangeProblems({ currentPassword, newPassword, confirmation });
    setFormError(null);
    if (Object.keys(problems).length) {
      setFields(problems);
      focusFirstInvalid(formRef.current);
      return;
    }
    setFields({});
    if (twoFactorEnabled && !isCompleteOneTimeCode(code)) {
      setFormError(t('shared.codeRequired'));
      return;
    }
    const refused = await changePassword({ currentPassword, newPassword, twoFactorCode: twoFactorEnabled ? code : null });
    if (!refused) return close();
    // A code is good once: the next try needs the app's next one.
    setCode('');
    const { currentPassword: current, newPassword: next, twoFactorCode } = refused.fields;
    setFields({ currentPassword: current, newPassword: next });
    setFormError(twoFactorCode ?? refused.form);
    focusFirstInvalid(formRef.current);
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby="change-password-title" fullWidth maxWidth="sm">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="change-password-title">{t('password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <DialogContentText>{t('password.note')}</DialogContentText>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <PasswordField
              label={t('password.current')}
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => {
                setCurrentPassword(e.target.value);
                edited('currentPassword');
              }}
              {...fieldErrorProps(fields.currentPassword)}
            />
            <PasswordField
              label={t('password.new')}
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => {
                setNewPassword(e.target.value);
                edited('newPassword');
              }}
              {...fieldErrorProps(fields.newPassword, t('password.rule', { min: PASSWORD_MIN_LENGTH }))}
            />
            <PasswordField
              label={t('password.confirm')}
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => {
                setConfirmation(e.target.value);
                edited('confirmation');
              }}
              {...fieldErrorProps(fields.confirmation)}
            />
            {twoFactorEnabled && <OneTimeCodeField value={code} onChange={setCode} allowRecovery required disabled={loading} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
