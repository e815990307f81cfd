import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND_NAME } from '../../lib/brand';
import { LanguageSelect } from '../language-select';
import type { ReactNode } from 'react';
import { Island } from '../island';
import { Logo } from '../logo';
import { QUICK_LINKS, SERVICE_LINKS, type NavLink } from './public-nav-links';

function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  const { t } = useTranslation('common');
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {/* Plain router links styled here: MUI's Link, Stack and Divider would add to every public page's first load. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        {links.map((link) => (
          <Box
            key={link.to}
            component={RouterLink}
            to={link.to}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}
          >
            {t(link.labelKey)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface PublicFooterProps {
  /** The operator's risk warning (site content), with a built-in sentence while it loads or when it cannot. */
  riskWarning: ReactNode;
}

export function PublicFooter({ riskWarning }: PublicFooterProps) {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto', pt: 6, pb: 3 }}>
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
            {riskWarning}
          </Box>
          <LinkColumn id="footer-quick-links" title={t('footer.quickLinks')} links={QUICK_LINKS} />
          <LinkColumn id="footer-services" title={t('footer.services')} links={SERVICE_LINKS} />
          <Box sx={{ pt: 0.5 }}>
            <Island name="languageSelect">
              <LanguageSelect />
            </Island>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: BRAND_NAME })}
        </Typography>
      </Container>
    </Box>
  );
}
