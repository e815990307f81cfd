import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while something the whole screen needs loads (e.g. the session). */
export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('account');
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label ?? t('ui.loading')} />
    </Box>
  );
}
