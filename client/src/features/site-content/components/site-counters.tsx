import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCountUp } from '../hooks/use-count-up';
import type { SiteContent } from '../types';
import { isFigure } from '../utils/figures';
import { AnimatedFigure } from './animated-figure';

interface SiteCountersProps {
  counters: SiteContent['counters'] | undefined;
  loading: boolean;
}

/**
 * The home page's counters (site content: live figures from the ledger or operator-set ones),
 * counting up over 2 s and starting over every 10 s. While loading: skeletons of the same
 * size; when unavailable: nothing, never a zero.
 */
export function SiteCounters({ counters, loading }: SiteCountersProps) {
  const { t, i18n } = useTranslation('public');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const shown = (counters ?? []).filter((counter) => isFigure(counter.value) && counter.label.trim());
  const { ref, progress } = useCountUp<HTMLDListElement>({ enabled: shown.length > 0 });

  if (!loading && shown.length === 0) return null;

  const columns = { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(Math.max(shown.length, 3), 4)}, minmax(0, 1fr))` };

  if (loading) {
    return (
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: columns }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={{ textAlign: 'center' }}>
            <Skeleton variant="text" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mx: 'auto', width: '60%', bgcolor: 'rgba(255,255,255,0.18)' }} />
            <Skeleton variant="text" sx={{ mx: 'auto', width: '70%', bgcolor: 'rgba(255,255,255,0.18)' }} />
          </Box>
        ))}
        <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('home.counters.loading')}
        </Box>
      </Box>
    );
  }

  return (
    <Box
      component="dl"
      ref={ref}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: columns,
        m: 0,
        // An odd last counter on phones takes the whole row rather than sitting in half of it.
        '& > div:last-of-type:nth-of-type(odd)': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      {shown.map((counter) => (
        // The figure is shown above its label, while <dt> comes first in the markup.
        <Box
          key={counter.key}
          sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', alignItems: 'center', textAlign: 'center', gap: 0.5 }}
        >
          <Typography component="dt" sx={{ fontWeight: 500, opacity: 0.92 }}>
            {counter.label}
            {counter.live && (
              <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 600, letterSpacing: 0.5, textTransform: 'uppercase', mt: 0.5 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: '#7ee2a8', marginInlineEnd: 0.75, verticalAlign: 'middle' }}
                />
                {t('home.counters.live')}
              </Box>
            )}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' }, lineHeight: 1.1 }}>
            <AnimatedFigure value={counter.value} format={counter.format} locale={locale} progress={progress} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
