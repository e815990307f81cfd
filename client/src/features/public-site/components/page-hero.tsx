import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface PageHeroProps {
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons under the subtitle (see heroButtonSx for their look on the dark band). */
  actions?: ReactNode;
  /** Shown beside the text from the md breakpoint, under it on phones. */
  aside?: ReactNode;
  size?: 'large' | 'compact';
}

/** The dark band that opens every public page: eyebrow, h1, subtitle and actions. */
export function PageHero({ eyebrow, title, subtitle, actions, aside, size = 'compact' }: PageHeroProps) {
  const large = size === 'large';
  return (
    <Box
      sx={{
        color: '#fff',
        background: 'linear-gradient(135deg, #082a52 0%, #0b4a8f 55%, #0b5cad 100%)',
        position: 'relative',
        overflow: 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          insetInlineEnd: { xs: -120, md: -60 },
          top: { xs: -140, md: -120 },
          width: { xs: 280, md: 420 },
          height: { xs: 280, md: 420 },
          borderRadius: '50%',
          background: 'radial-gradient(circle, rgba(242,169,0,0.22) 0%, rgba(242,169,0,0) 70%)',
          pointerEvents: 'none',
        },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          zIndex: 1,
          py: large ? { xs: 6, md: 10 } : { xs: 5, md: 7 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: aside ? '7fr 5fr' : '1fr' },
        }}
      >
        <Box sx={{ maxWidth: 760, minWidth: 0 }}>
          {eyebrow && (
            <Typography component="p" sx={{ color: '#ffd36b', fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: '0.8rem', mb: 1.5 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography
            variant="h1"
            sx={{
              fontSize: large ? { xs: '2rem', sm: '2.5rem', md: '3.25rem' } : { xs: '1.85rem', md: '2.6rem' },
              lineHeight: 1.15,
              fontWeight: 800,
              overflowWrap: 'break-word',
            }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ mt: 2, fontSize: { xs: '1.02rem', md: '1.15rem' }, color: 'rgba(255,255,255,0.9)', maxWidth: 640, lineHeight: 1.6 }}>
              {subtitle}
            </Typography>
          )}
          {actions && <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
        </Box>
        {aside && <Box sx={{ minWidth: 0 }}>{aside}</Box>}
      </Container>
    </Box>
  );
}

/** Buttons on the hero's dark band: a gold primary and a light outline. */
export const heroButtonSx = {
  primary: { bgcolor: 'secondary.main', color: '#1a1a1a', '&:hover': { bgcolor: '#ffc233' }, px: 3 },
  secondary: {
    color: '#fff',
    borderColor: 'rgba(255,255,255,0.75)',
    '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
    px: 3,
  },
} as const;
