import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface IconCardProps {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** The heading level that keeps the page's outline in order (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3';
  accent?: string;
}

/** An icon, a heading and a short text: the site's info cards. */
export function IconCard({ icon, title, children, headingLevel = 'h3', accent = 'primary.main' }: IconCardProps) {
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow 0.2s, transform 0.2s', '&:hover': { boxShadow: '0 12px 32px rgba(8, 42, 82, 0.10)' } }}>
      <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 52,
            height: 52,
            borderRadius: 2,
            bgcolor: 'rgba(11, 92, 173, 0.08)',
            color: accent,
            mb: 2,
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
        <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}
