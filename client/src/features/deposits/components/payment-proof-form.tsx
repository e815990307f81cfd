import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatPercent } from '../../../lib/text';
import { txnIdProblem } from '../utils/payment-proof';
import { PaymentProofField } from './payment-proof-field';

export interface PaymentProof {
  screenshot: File;
  txnId: string;
}

interface PaymentProofFormProps {
  submitting: boolean;
  /** Upload progress in percent while submitting. */
  progress: number | null;
  onSubmit: (proof: PaymentProof) => Promise<unknown>;
  /** The server's refusal of the transaction hash, shown on its field until it is edited. */
  txnIdError?: string | null;
  onTxnIdChange?: () => void;
}

export function PaymentProofForm({ submitting, progress, onSubmit, txnIdError, onTxnIdChange }: PaymentProofFormProps) {
  const { t } = useTranslation('deposits');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [txnId, setTxnId] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [txnProblem, setTxnProblem] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const txnIdMessage = txnProblem ?? txnIdError ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!screenshot) {
      enqueueSnackbar(t('proof.missing'), { variant: 'warning' });
      return;
    }
    const problem = txnIdProblem(txnId);
    setTxnProblem(problem);
    if (problem) return;
    if (!acceptedTerms) {
      enqueueSnackbar(t('proof.acceptTerms'), { variant: 'warning' });
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    if (!screenshot) return;
    await onSubmit({ screenshot, txnId: txnId.trim() });
    setConfirming(false);
  };

  return (
    <Card component="form" noValidate onSubmit={submit}>
      <CardContent>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          {t('proof.title')}
        </Typography>
        <Stack spacing={2.5}>
          <PaymentProofField file={screenshot} onChange={setScreenshot} disabled={submitting} />
          <TextField
            label={t('proof.txnId')}
            value={txnId}
            onChange={(event) => {
              setTxnId(event.target.value);
              setTxnProblem(null);
              onTxnIdChange?.();
            }}
            error={!!txnIdMessage}
            helperText={txnIdMessage ?? t('proof.txnIdHelp')}
            disabled={submitting}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <FormControlLabel
            control={<Checkbox checked={acceptedTerms} onChange={(event) => setAcceptedTerms(event.target.checked)} disabled={submitting} />}
            label={t('proof.terms')}
          />
          <Button type="submit" variant="contained" size="large" loading={submitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('proof.submit')}
          </Button>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('areYouSure')}
        message={
          <>
            {t('proof.irreversible')}
            {progress !== null && (
              <Box component="span" sx={{ display: 'block', mt: 2 }}>
                <LinearProgress variant="determinate" value={progress} aria-label={t('proof.uploadProgress')} />
                <Box component="span" sx={{ display: 'block', mt: 0.5, typography: 'body2' }}>
                  {t('proof.uploading', { progress: formatPercent(String(progress)) })}
                </Box>
              </Box>
            )}
          </>
        }
        confirmLabel={t('proof.confirmYes')}
        cancelLabel={t('noCancel')}
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
