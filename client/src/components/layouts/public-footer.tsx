import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { BRAND_NAME } from '../../lib/brand';
import { LanguageSelect } from '../language-select';
import { Logo } from '../logo';
import { SERVICE_LINKS } from './public-header';

const QUICK_LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About Us', to: paths.about.href() },
  { label: 'Our Plans', to: paths.ourPlans.href() },
  { label: 'FAQ', to: paths.faq.href() },
  { label: 'Contact Us', to: paths.contact.href() },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1}>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
            {link.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

export function PublicFooter() {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto', pt: 6, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1.5fr' },
          }}
        >
          <Box>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 360 }}>
              Investing involves risk. Returns are not guaranteed and you may lose some or all of the
              capital you invest.
            </Typography>
          </Box>
          <LinkColumn title="Quick Links" links={QUICK_LINKS} />
          <LinkColumn title="Services" links={SERVICE_LINKS} />
          <Box sx={{ pt: 0.5 }}>
            <LanguageSelect />
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" color="text.secondary" align="center">
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
