import { useState, type FormEvent } from 'react';
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
      enqueueSnackbar('Please select a file first', { variant: 'warning' });
      return;
    }
    if (!ACCEPTED_TYPES.includes(file.type)) {
      enqueueSnackbar('Please choose a JPEG, PNG, WebP or GIF image', { variant: 'warning' });
      return;
    }
    if (file.size > MAX_BYTES) {
      enqueueSnackbar('The image must be at most 5 MB', { variant: 'warning' });
      return;
    }
    if (await uploadAvatar(file)) close();
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby="avatar-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="avatar-dialog-title">Update avatar</DialogTitle>
        <DialogContent>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} fullWidth sx={{ py: 2 }}>
            Choose image
            <input type="file" accept={ACCEPTED_TYPES.join(',')} hidden onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
            {file ? `Selected: ${file.name}` : 'No file selected'}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
