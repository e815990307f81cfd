import { useState, type FormEvent } from 'react';
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
}

export function PaymentProofForm({ submitting, progress, onSubmit }: PaymentProofFormProps) {
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [txnId, setTxnId] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!screenshot) {
      enqueueSnackbar('Payment proof image is missing. Upload the image file.', { variant: 'warning' });
      return;
    }
    const txnProblem = txnIdProblem(txnId);
    if (txnProblem) {
      enqueueSnackbar(txnProblem, { variant: 'warning' });
      return;
    }
    if (!acceptedTerms) {
      enqueueSnackbar('You must accept the terms and conditions to proceed', { variant: 'warning' });
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
          Payment proof
        </Typography>
        <Stack spacing={2.5}>
          <PaymentProofField file={screenshot} onChange={setScreenshot} disabled={submitting} />
          <TextField
            label="Blockchain transaction ID"
            value={txnId}
            onChange={(event) => setTxnId(event.target.value)}
            helperText="The transaction hash your wallet shows after sending"
            disabled={submitting}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <FormControlLabel
            control={<Checkbox checked={acceptedTerms} onChange={(event) => setAcceptedTerms(event.target.checked)} disabled={submitting} />}
            label="I confirm that I sent this payment and I agree to the terms and conditions"
          />
          <Button type="submit" variant="contained" size="large" loading={submitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
            Confirm Deposit
          </Button>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Are you sure?"
        message={
          <>
            This process cannot be reversed
            {progress !== null && (
              <Box component="span" sx={{ display: 'block', mt: 2 }}>
                <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
                <Box component="span" sx={{ display: 'block', mt: 0.5, typography: 'body2' }}>
                  Uploading… {progress}%
                </Box>
              </Box>
            )}
          </>
        }
        confirmLabel="Yes, submit"
        cancelLabel="No, Cancel"
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
