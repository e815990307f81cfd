import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import { downloadTextFile, recoveryCodesText } from '../utils/recovery-codes';

export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  email: string;
}

/** The ten recovery codes, shown once, with Copy and Download. */
export function RecoveryCodesPanel({ codes, email }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      enqueueSnackbar(t('recovery.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('shared.copyFailed'), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('recovery.warning')}</Alert>
      <Box
        component="ol"
        aria-label={t('recovery.listLabel')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadTextFile(RECOVERY_CODES_FILE, recoveryCodesText(codes, email))}>
          {t('recovery.download')}
        </Button>
      </Stack>
    </Stack>
  );
}
