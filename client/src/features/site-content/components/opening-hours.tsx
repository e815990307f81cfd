import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SiteContent } from '../types';

/** The opening hours (site content), one row per group of days. */
export function OpeningHours({ hours, loading }: { hours: SiteContent['openingHours'] | undefined; loading: boolean }) {
  const { t } = useTranslation('public');
  if (loading) {
    return (
      <Box aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" sx={{ fontSize: '1.4rem' }} />
        ))}
      </Box>
    );
  }
  if (!hours?.length) return <Typography color="text.secondary">{t('contact.hours.unavailable')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {hours.map((row) => (
        <Box
          key={row.days}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography component="dt" color="text.secondary">
            {row.days}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
            {row.hours}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
