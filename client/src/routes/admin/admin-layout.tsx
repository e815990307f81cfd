import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../app/paths';
import { Ltr } from '../../components/ltr';
import { PageTitle } from '../../components/page-title';
import { RouteFallback } from '../../components/route-fallback';
import { SessionGate } from '../../features/auth/components/session-gate';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { isolateLtr } from '../../lib/locale';
import { ADMIN_NAV } from './admin-nav';

const DRAWER_WIDTH = 232;
const DRAWER_ID = 'admin-console-menu';

/** The console's navigation: NavLink marks the current page with aria-current="page" (a user's page keeps "Users" current). */
function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const isAdmin = useCurrentUser().role === 'ADMIN';
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <List dense sx={{ px: 1 }}>
        {ADMIN_NAV.filter((item) => isAdmin || !item.adminsOnly).map((item) => (
          <ListItemButton
            key={item.href}
            component={NavLink}
            to={item.href}
            end={item.href === paths.admin.root.href()}
            onClick={onNavigate}
            sx={{
              borderRadius: 1,
              mb: 0.25,
              '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
              '&[aria-current="page"] .MuiListItemText-primary': { fontWeight: 600 },
            }}
          >
            <ListItemText primary={t(item.label)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/** Who is signed in: name or email and the console role, shortened rather than pushing the bar wider. */
function SignedInAs() {
  const { t } = useTranslation('admin');
  const user = useCurrentUser();
  const role = user.role === 'SUPPORT' ? t('layout.roleSupport') : t('layout.roleAdmin');
  return (
    <Box sx={{ minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }} aria-label={t('layout.signedIn')} role="group">
      <Typography variant="body2" noWrap title={user.email} sx={{ minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
        <Ltr>{user.email}</Ltr>
      </Typography>
      <Chip size="small" label={role} variant="outlined" />
    </Box>
  );
}

/** The phone menu's head: who is signed in, as the top bar has no room for the address there. */
function DrawerHeader() {
  const { t } = useTranslation('admin');
  const user = useCurrentUser();
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="h4" component="p">
        {t('layout.console')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('layout.signedInAs', { email: isolateLtr(user.email) })}
      </Typography>
    </Box>
  );
}

function ConsoleShell() {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}>
          <IconButton
            aria-label={t('layout.openMenu')}
            aria-controls={DRAWER_ID}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h4" component="p" sx={{ flexGrow: 1, flexShrink: 0 }}>
            {t('layout.brand')}
          </Typography>
          <SignedInAs />
          <Button component={RouterLink} to={paths.user.dashboard.href()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {t('layout.backToAccount')}
          </Button>
        </Toolbar>
      </AppBar>

      {/* Phones and tablets: the menu button opens the navigation over the page. */}
      <Drawer
        id={DRAWER_ID}
        variant="temporary"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        slotProps={{ paper: { 'aria-label': t('layout.menu') } }}
      >
        <DrawerHeader />
        <Divider />
        <ConsoleNav onNavigate={() => setMenuOpen(false)} />
      </Drawer>
      {/* Wide screens: the navigation stays beside the page. */}
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
        open
      >
        <Toolbar />
        <ConsoleNav />
      </Drawer>

      {/* minWidth 0: a wide table scrolls inside its own box instead of widening the page. */}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </Box>
  );
}

export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <SessionGate requireAdmin>
      <PageTitle title={t('layout.pageTitle')} />
      <ConsoleShell />
    </SessionGate>
  );
}
