import { useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
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

/** Each named in `profile:kyc.types`. */
export const KYC_DOCUMENT_TYPES: readonly KycDocumentType[] = ['PASSPORT', 'NATIONAL_ID', 'DRIVING_LICENCE'];

type Slot = 'front' | 'back' | 'selfie';

/** Each slot's button reads `profile:kyc.<slot>`. */
const SLOTS: Array<{ slot: Slot; required: boolean }> = [
  { slot: 'front', required: true },
  { slot: 'back', required: false },
  { slot: 'selfie', required: true },
];

/** Why a chosen file cannot be sent, or null when it can. */
export function kycFileProblem(file: File | null, required: boolean): string | null {
  const t = i18next.getFixedT(null, 'profile');
  if (!file) return required ? t('kyc.chooseImage') : null;
  if (!KYC_ACCEPTED_TYPES.includes(file.type)) return t('kyc.wrongType');
  if (file.size > KYC_MAX_BYTES) return t('kyc.tooLarge');
  return null;
}

interface KycDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The KYC upload: document type, front, optional back and a selfie. */
export function KycDialog({ open, onClose }: KycDialogProps) {
  const { t } = useTranslation('profile');
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
        <DialogTitle id="kyc-dialog-title">{t('kyc.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('kyc.dialogText')}</DialogContentText>
          <TextField
            select
            label={t('kyc.documentType')}
            value={documentType}
            onChange={(event) => setDocumentType(event.target.value as KycDocumentType)}
            required
            fullWidth
            error={touched && typeMissing}
            helperText={touched && typeMissing ? t('kyc.documentTypeRequired') : ' '}
          >
            {KYC_DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`kyc.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {SLOTS.map(({ slot }) => {
            const problem = touched || files[slot] ? problems[slot] : null;
            return (
              <Box key={slot} sx={{ mt: 1.5 }}>
                <Button component="label" variant="outlined" color={problem ? 'error' : 'primary'} startIcon={<UploadFileIcon />} fullWidth sx={{ py: 1.5 }}>
                  {t(`kyc.${slot}`)}
                  <input
                    type="file"
                    accept={KYC_ACCEPTED_TYPES.join(',')}
                    hidden
                    onChange={(event) => setFiles((current) => ({ ...current, [slot]: event.target.files?.[0] ?? null }))}
                  />
                </Button>
                <Typography variant="body2" color={problem ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }} role="status">
                  {problem ?? (files[slot] ? t('shared.selected', { name: files[slot]!.name }) : t('shared.noFile'))}
                </Typography>
              </Box>
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('kyc.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
