import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';

interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. "Copy account number". */
  label: string;
  successMessage?: string;
  failureMessage?: string;
  size?: 'small' | 'medium';
  color?: 'inherit' | 'default' | 'primary';
}

export function CopyButton({ value, label, successMessage, failureMessage, size = 'small', color = 'inherit' }: CopyButtonProps) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(successMessage ?? t('ui.copy.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(failureMessage ?? t('ui.copy.failed'), { variant: 'error' });
    }
  };

  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size={size} color={color} onClick={copy}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
