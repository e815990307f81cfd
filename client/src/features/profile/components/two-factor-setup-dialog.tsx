import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { CopyButton } from '../../../components/copy-button';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { isCompleteOneTimeCode } from '../../../lib/one-time-code';
import { useEnableTwoFactor, type TwoFactorSetup } from '../hooks/use-two-factor';
import { svgDataUrl } from '../utils/recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';

interface TwoFactorSetupDialogProps {
  /** The secret from beginTwoFactorSetup; the dialog is open while there is one. */
  setup: TwoFactorSetup | null;
  userId: string;
  email: string;
  onClose: () => void;
}

/**
 * Scan (or type the key), confirm with a code, then the recovery codes, once. While the codes are
 * on screen only "I have saved them" closes the dialog: a stray click outside must not lose them.
 */
export function TwoFactorSetupDialog({ setup, userId, email, onClose }: TwoFactorSetupDialogProps) {
  const { t } = useTranslation('profile');
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { enable, loading } = useEnableTwoFactor(userId);
  const { enqueueSnackbar } = useSnackbar();

  const close = () => {
    setCode('');
    setRecoveryCodes(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteOneTimeCode(code)) {
      enqueueSnackbar(t('shared.codeRequired'), { variant: 'warning' });
      return;
    }
    const codes = await enable(code);
    if (codes) setRecoveryCodes(codes);
    else setCode('');
  };

  return (
    <Dialog open={setup !== null} onClose={recoveryCodes || loading ? undefined : close} aria-labelledby="two-factor-setup-title" fullWidth maxWidth="sm">
      {recoveryCodes ? (
        <>
          <DialogTitle id="two-factor-setup-title">{t('twoFactor.codesTitle')}</DialogTitle>
          <DialogContent>
            <RecoveryCodesPanel codes={recoveryCodes} email={email} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('twoFactor.codesSaved')}
            </Button>
          </DialogActions>
        </>
      ) : (
        setup && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <DialogTitle id="two-factor-setup-title">{t('twoFactor.setupTitle')}</DialogTitle>
            <DialogContent>
              <Stack spacing={2.5}>
                <Typography>{t('twoFactor.scan')}</Typography>
                <Box
                  component="img"
                  src={svgDataUrl(setup.qrSvg)}
                  alt={t('twoFactor.qrAlt')}
                  width={200}
                  height={200}
                  sx={{ alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}
                />
                <Typography>{t('twoFactor.typeKey')}</Typography>
                <TextField
                  label={t('twoFactor.setupKey')}
                  value={setup.secret}
                  slotProps={{
                    htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <CopyButton value={setup.secret} label={t('twoFactor.copyKey')} />
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                <Typography>{t('twoFactor.confirm')}</Typography>
                <OneTimeCodeField value={code} onChange={setCode} required disabled={loading} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={loading}>
                {t('shared.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={loading}>
                {t('twoFactor.enable')}
              </Button>
            </DialogActions>
          </form>
        )
      )}
    </Dialog>
  );
}
