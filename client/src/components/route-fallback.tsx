import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Shown while a page's code loads: a thin indeterminate bar at the top (plain CSS rather than
 * LinearProgress, which would weigh on every public page's first load).
 */
export function RouteFallback() {
  // A fallback must not suspend itself: before the texts arrive it says "Loading page" in English (in the bundle).
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="progressbar"
      aria-label={t('loading.page', ready ? undefined : { lng: DEFAULT_LANGUAGE })}
      aria-busy
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 4, zIndex: 2000, overflow: 'hidden', bgcolor: 'primary.light' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
