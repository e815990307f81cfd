import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface PageSectionProps {
  /** The section's h2. */
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: 'default' | 'paper' | 'dark';
  align?: 'start' | 'center';
  /** Hide the heading visually (it still names the section). */
  hideTitle?: boolean;
}

const tones = {
  default: { bgcolor: 'background.default', color: 'text.primary' },
  paper: { bgcolor: 'background.paper', color: 'text.primary' },
  dark: { background: 'linear-gradient(135deg, #082a52 0%, #0b4a8f 100%)', color: '#fff' },
} as const;

/** A page band: a section landmark named by its h2, in the site's width. */
export function PageSection({ title, eyebrow, intro, children, tone = 'default', align = 'start', hideTitle = false }: PageSectionProps) {
  const id = useId();
  const dark = tone === 'dark';
  return (
    <Box component="section" aria-labelledby={id} sx={{ ...tones[tone], py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            textAlign: align,
            maxWidth: align === 'center' ? 760 : 820,
            mx: align === 'center' ? 'auto' : 0,
            mb: children ? { xs: 4, md: 5 } : 0,
            ...(hideTitle && !intro && !eyebrow ? { mb: 0 } : null),
          }}
        >
          {eyebrow && (
            <Typography
              component="p"
              sx={{ color: dark ? '#ffd36b' : 'primary.main', fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: '0.8rem', mb: 1 }}
            >
              {eyebrow}
            </Typography>
          )}
          <Typography
            id={id}
            variant="h2"
            sx={
              hideTitle
                ? { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }
                : { fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 800, lineHeight: 1.2 }
            }
          >
            {title}
          </Typography>
          {intro && (
            <Typography sx={{ mt: 2, fontSize: { md: '1.1rem' }, lineHeight: 1.7, color: dark ? 'rgba(255,255,255,0.9)' : 'text.secondary' }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
