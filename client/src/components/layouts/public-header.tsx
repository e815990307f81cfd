import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../app/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { Logo } from '../logo';
import { PAGE_LINKS } from './public-nav-links';
import { PageLink } from '../page-link';

const loadMenus = () => import('./public-header-menus');
const ServicesMenu = lazy(async () => ({ default: (await loadMenus()).ServicesMenu }));
const MobileNavDrawer = lazy(async () => ({ default: (await loadMenus()).MobileNavDrawer }));
/** Starts the download as soon as the visitor points at or focuses a menu button. */
const prefetchMenus = () => void loadMenus().catch(() => undefined);

/** `signedIn` is undefined until the session check answers: the account buttons then keep their place, hidden. */
export function PublicHeader({ signedIn }: { signedIn: boolean | undefined }) {
  const { t } = useTranslation('common');
  // A prerendered page's menu buttons work once React has taken over the HTML.
  const hydrated = useHydrated();
  const [servicesAnchor, setServicesAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so the closing transitions can run.
  const [servicesUsed, setServicesUsed] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const accountButtons = signedIn ? (
    <Button component={PageLink} to={paths.user.dashboard.href()} variant="contained">
      {t('nav.dashboard')}
    </Button>
  ) : (
    <>
      <Button component={PageLink} to={paths.account.login.href()} color="inherit">
        {t('nav.login')}
      </Button>
      <Button component={PageLink} to={paths.account.register.href()} variant="contained">
        {t('nav.getStarted')}
      </Button>
    </>
  );

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Logo />
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
            <Button
              color="inherit"
              id="services-button"
              aria-haspopup="menu"
              aria-controls={servicesAnchor ? 'services-menu' : undefined}
              aria-expanded={servicesAnchor ? 'true' : undefined}
              endIcon={<KeyboardArrowDownIcon />}
              disabled={!hydrated}
              onPointerEnter={prefetchMenus}
              onFocus={prefetchMenus}
              onClick={(event) => {
                setServicesUsed(true);
                setServicesAnchor(event.currentTarget);
              }}
            >
              {t('nav.services')}
            </Button>
            {servicesUsed && (
              <Suspense fallback={null}>
                <ServicesMenu id="services-menu" labelledBy="services-button" anchor={servicesAnchor} onClose={() => setServicesAnchor(null)} />
              </Suspense>
            )}
            {PAGE_LINKS.map((link) => (
              <Button key={link.to} component={PageLink} to={link.to} color="inherit">
                {t(link.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, visibility: signedIn === undefined ? 'hidden' : undefined }}>{accountButtons}</Box>
          <IconButton
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            disabled={!hydrated}
            onPointerEnter={prefetchMenus}
            onFocus={prefetchMenus}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} accountButtons={accountButtons} />
        </Suspense>
      )}
    </AppBar>
  );
}
