import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldErrorProps } from '../../../lib/field-errors';
import { useConfirmEmailChange, useRequestEmailChange } from '../hooks/use-credential-changes';
import { digitsOnly, emailChangeProblems, type FieldProblems } from '../utils/profile-validation';

type Field = 'newEmail' | 'confirmEmail' | 'code';

interface ChangeEmailDialogProps {
  currentEmail: string;
  open: boolean;
  onClose: () => void;
}

const EMAIL_CODE_LENGTH = 6;

/**
 * The spec's Change Email modal: current email (read-only), new email and its confirmation, Send
 * Code. Once a code is on its way the button reads Resend Code (a new code; the server allows a few
 * an hour) and the field for the mailed code appears with Verify.
 */
export function ChangeEmailDialog({ currentEmail, open, onClose }: ChangeEmailDialogProps) {
  const { t } = useTranslation('profile');
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [emailCode, setEmailCode] = useState('');
  const { requestEmailChange, loading: sending } = useRequestEmailChange();
  const { confirmEmailChange, loading: verifying } = useConfirmEmailChange();
  const [fields, setFields] = useState<FieldProblems<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = sending || verifying;

  const close = () => {
    setNewEmail('');
    setConfirmEmail('');
    setCodeSent(false);
    setEmailCode('');
    setFields({});
    setFormError(null);
    onClose();
  };
  const edited = (field: Field) => setFields((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = emailChangeProblems({ currentEmail, newEmail, confirmEmail });
    setFields(problems);
    if (Object.keys(problems).length) return;
    // The password (and, with 2FA on, a code) is asked by the step-up dialog when the server wants it.
    const refused = await requestEmailChange(newEmail.trim());
    if (!refused) {
      setCodeSent(true);
      setEmailCode('');
      return;
    }
    setFields({ newEmail: refused.fields.newEmail, confirmEmail: refused.fields.confirmEmail });
    setFormError(refused.form);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (emailCode.length !== EMAIL_CODE_LENGTH) {
      setFields({ code: t('email.codeIncomplete') });
      return;
    }
    const refused = await confirmEmailChange(emailCode);
    if (!refused) return close();
    setEmailCode('');
    setFields({ code: refused.fields.code ?? refused.form ?? undefined });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="change-email-title" fullWidth maxWidth="sm">
      <DialogTitle id="change-email-title">{t('email.title')}</DialogTitle>
      <DialogContent>
        <form onSubmit={(event) => void sendCode(event)} noValidate>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Alert severity="info">{t('email.info')}</Alert>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <TextField label={t('email.current')} value={currentEmail} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField
              label={t('email.new')}
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => {
                setNewEmail(e.target.value);
                edited('newEmail');
              }}
              {...fieldErrorProps(fields.newEmail)}
            />
            <TextField
              label={t('email.confirm')}
              type="email"
              autoComplete="email"
              value={confirmEmail}
              onChange={(e) => {
                setConfirmEmail(e.target.value);
                edited('confirmEmail');
              }}
              {...fieldErrorProps(fields.confirmEmail)}
            />
            <Box>
              <Button type="submit" variant={codeSent ? 'outlined' : 'contained'} loading={sending} disabled={verifying}>
                {codeSent ? t('email.resend') : t('email.send')}
              </Button>
            </Box>
          </Stack>
        </form>
        {codeSent && (
          <>
            <Divider sx={{ my: 3 }} />
            <form onSubmit={(event) => void verify(event)} noValidate>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  label={t('email.codeLabel')}
                  {...fieldErrorProps(fields.code, t('email.codeHelp', { length: EMAIL_CODE_LENGTH }))}
                  value={emailCode}
                  onChange={(e) => {
                    setEmailCode(digitsOnly(e.target.value).slice(0, EMAIL_CODE_LENGTH));
                    edited('code');
                  }}
                  autoFocus
                  sx={{ flexGrow: 1 }}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'one-time-code', maxLength: EMAIL_CODE_LENGTH },
                  }}
                />
                <Button type="submit" variant="contained" size="large" loading={verifying} disabled={sending} sx={{ mt: { sm: 1 } }}>
                  {t('email.verify')}
                </Button>
              </Stack>
            </form>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('shared.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
