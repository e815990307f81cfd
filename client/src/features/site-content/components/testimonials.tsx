import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { SiteContent } from '../types';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } } as const;

/** Three investors' words (site content, operator-edited); skeleton cards while they load. */
export function Testimonials({ testimonials, loading }: { testimonials: SiteContent['testimonials'] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <Box sx={grid} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <CardContent>
              <Skeleton variant="text" />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="70%" />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Skeleton variant="text" width="40%" />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  const shown = (testimonials ?? []).filter((item) => item.quote.trim() && item.name.trim()).slice(0, 3);
  return (
    <Box sx={grid}>
      {shown.map((item) => (
        <Card key={`${item.name}-${item.quote.slice(0, 16)}`} component="figure" sx={{ m: 0, height: '100%' }}>
          <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
            <FormatQuoteIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
            <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, fontSize: '1.05rem', lineHeight: 1.6 }}>
              {item.quote}
            </Typography>
            <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Avatar aria-hidden sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: '0.95rem' }}>
                {initials(item.name)}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                {item.role && (
                  <Typography variant="body2" color="text.secondary">
                    {item.role}
                  </Typography>
                )}
              </Box>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
