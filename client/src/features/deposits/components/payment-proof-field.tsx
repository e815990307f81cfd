import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useSnackbar } from 'notistack';
import { paymentProofProblem } from '../utils/payment-proof';

interface PaymentProofFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** A local preview of the chosen image, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Drag an image here or pick one; images only, up to 10 MB, with a preview. */
export function PaymentProofField({ file, onChange, disabled = false }: PaymentProofFieldProps) {
  const { t } = useTranslation('deposits');
  const [dragging, setDragging] = useState(false);
  const previewUrl = usePreviewUrl(file);
  const { enqueueSnackbar } = useSnackbar();
  const hintId = useId();

  const choose = (candidate: File | undefined) => {
    if (!candidate) return;
    const problem = paymentProofProblem(candidate);
    if (problem) {
      enqueueSnackbar(problem, { variant: 'warning' });
      return;
    }
    onChange(candidate);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files?.[0]);
  };

  return (
    <Box
      data-testid="payment-proof-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      {previewUrl && file ? (
        <Box
          component="img"
          src={previewUrl}
          alt={t('proof.preview', { name: file.name })}
          sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 1.5, objectFit: 'contain' }}
        />
      ) : (
        <CloudUploadOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      )}
      <Typography id={hintId} color="text.secondary" sx={{ mb: 1.5 }} role="status">
        {file ? t('proof.selected', { name: file.name }) : t('proof.dropHint')}
      </Typography>
      <Button component="label" variant="outlined" disabled={disabled}>
        {file ? t('proof.chooseAnother') : t('proof.choose')}
        <input
          type="file"
          accept="image/*"
          hidden
          aria-label={t('proof.imageLabel')}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Choosing the same file again should still fire a change.
            event.target.value = '';
          }}
        />
      </Button>
    </Box>
  );
}
