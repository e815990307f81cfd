import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useSnackbar } from 'notistack';
import { useUploadAvatar } from '../hooks/use-profile-mutations';

// The server accepts these images up to 5 MB; checking here saves a doomed upload.
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

interface AvatarUploadDialogProps {
  open: boolean;
  onClose: () => void;
}

export function AvatarUploadDialog({ open, onClose }: AvatarUploadDialogProps) {
  const { t } = useTranslation('profile');
  const [file, setFile] = useState<File | null>(null);
  const { uploadAvatar, loading } = useUploadAvatar();
  const { enqueueSnackbar } = useSnackbar();

  const close = () => {
    setFile(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      enqueueSnackbar(t('avatar.selectFirst'), { variant: 'warning' });
      return;
    }
    if (!ACCEPTED_TYPES.includes(file.type)) {
      enqueueSnackbar(t('avatar.wrongType'), { variant: 'warning' });
      return;
    }
    if (file.size > MAX_BYTES) {
      enqueueSnackbar(t('avatar.tooLarge'), { variant: 'warning' });
      return;
    }
    if (await uploadAvatar(file)) close();
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby="avatar-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="avatar-dialog-title">{t('avatar.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} fullWidth sx={{ py: 2 }}>
            {t('avatar.choose')}
            <input type="file" accept={ACCEPTED_TYPES.join(',')} hidden onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
            {file ? t('shared.selected', { name: file.name }) : t('shared.noFile')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('avatar.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
