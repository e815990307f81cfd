import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { KycDocumentType } from '../../../gql/generated';
import { useSubmitKyc } from '../hooks/use-submit-kyc';

// The server judges the images by their bytes; checking type and size here saves a doomed upload.
export const KYC_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const KYC_MAX_BYTES = 10 * 1024 * 1024;

export const KYC_DOCUMENT_TYPES: Array<{ value: KycDocumentType; label: string }> = [
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'NATIONAL_ID', label: 'National ID card' },
  { value: 'DRIVING_LICENCE', label: 'Driving licence' },
];

type Slot = 'front' | 'back' | 'selfie';

const SLOTS: Array<{ slot: Slot; label: string; required: boolean }> = [
  { slot: 'front', label: 'Front of the document', required: true },
  { slot: 'back', label: 'Back of the document (optional)', required: false },
  { slot: 'selfie', label: 'Selfie holding the document', required: true },
];

/** Why a chosen file cannot be sent, or null when it can. */
export function kycFileProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? 'Please choose an image' : null;
  if (!KYC_ACCEPTED_TYPES.includes(file.type)) return 'Please choose a JPEG, PNG, WebP or GIF image';
  if (file.size > KYC_MAX_BYTES) return 'The image must be at most 10 MB';
  return null;
}

interface KycDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The KYC upload: document type, front, optional back and a selfie. */
export function KycDialog({ open, onClose }: KycDialogProps) {
  const [documentType, setDocumentType] = useState<KycDocumentType | ''>('');
  const [files, setFiles] = useState<Record<Slot, File | null>>({ front: null, back: null, selfie: null });
  const [touched, setTouched] = useState(false);
  const { submitKyc, loading } = useSubmitKyc();

  const problems = Object.fromEntries(SLOTS.map(({ slot, required }) => [slot, kycFileProblem(files[slot], required)])) as Record<Slot, string | null>;
  const typeMissing = !documentType;

  const reset = () => {
    setDocumentType('');
    setFiles({ front: null, back: null, selfie: null });
    setTouched(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (typeMissing || Object.values(problems).some(Boolean)) return;
    const sent = await submitKyc({ documentType, documentFront: files.front!, documentBack: files.back, selfie: files.selfie! });
    if (sent) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby="kyc-dialog-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: reset } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="kyc-dialog-title">Verify your identity</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Upload clear photos of an identity document and a selfie holding it. JPEG, PNG, WebP or GIF, at most 10 MB each. Only our compliance team sees them.
          </DialogContentText>
          <TextField
            select
            label="Document type"
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value as KycDocumentType)}
            required
            fullWidth
            error={touched && typeMissing}
            helperText={touched && typeMissing ? 'Please choose the document type' : ' '}
          >
            {KYC_DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
          {SLOTS.map(({ slot, label }) => {
            const problem = touched || files[slot] ? problems[slot] : null;
            return (
              <Box key={slot} sx={{ mt: 1.5 }}>
                <Button component="label" variant="outlined" color={problem ? 'error' : 'primary'} startIcon={<UploadFileIcon />} fullWidth sx={{ py: 1.5 }}>
                  {label}
                  <input
                    type="file"
                    accept={KYC_ACCEPTED_TYPES.join(',')}
                    hidden
                    onChange={(event) => setFiles((current) => ({ ...current, [slot]: event.target.files?.[0] ?? null }))}
                  />
                </Button>
                <Typography variant="body2" color={problem ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }} role="status">
                  {problem ?? (files[slot] ? `Selected: ${files[slot]!.name}` : 'No file selected')}
                </Typography>
              </Box>
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
