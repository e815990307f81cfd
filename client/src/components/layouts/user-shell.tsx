import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MenuIcon from '@mui/icons-material/Menu';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { paths } from '../../app/paths';
import { Logo } from '../logo';

const DRAWER_WIDTH = 260;

interface NavItem {
  /** Key in `account:area.nav`. */
  label: string;
  to: string;
  icon: SvgIconComponent;
}

const MAIN_NAV: NavItem[] = [
  { label: 'dashboard', to: paths.user.dashboard.href(), icon: DashboardOutlinedIcon },
  { label: 'transaction', to: paths.user.transaction.href(), icon: ReceiptLongOutlinedIcon },
  { label: 'investment', to: paths.user.investment.href(), icon: TrendingUpIcon },
  { label: 'ourPlans', to: paths.user.plans.href(), icon: InventoryOutlinedIcon },
  { label: 'transfer', to: paths.user.transfer.href(), icon: SwapHorizIcon },
  { label: 'myProfile', to: paths.user.profile.href(), icon: AccountCircleOutlinedIcon },
  { label: 'verifyBalance', to: paths.user.verifyBalance.href(), icon: VerifiedUserOutlinedIcon },
];

const MENU_NAV: NavItem[] = [
  { label: 'home', to: paths.home.href(), icon: HomeOutlinedIcon },
  { label: 'contactUs', to: paths.contact.href(), icon: MailOutlineIcon },
];

function NavLinkItem({ item, exact = false }: { item: NavItem; exact?: boolean }) {
  const { t } = useTranslation('account');
  // Sections own their sub-pages: /user/profile/security keeps "My Profile" selected.
  const selected = useMatch({ path: item.to, end: exact }) !== null;
  const Icon = item.icon;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ borderRadius: 2, mx: 1, '&.Mui-selected': { color: 'primary.main' } }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={t(`area.nav.${item.label}`)} />
    </ListItemButton>
  );
}

interface UserShellProps {
  /** Balance, account number, profits and the Deposit/Withdraw buttons. */
  summary: ReactNode;
  /** The avatar dropdown. */
  accountMenu: ReactNode;
  children: ReactNode;
}

export function UserShell({ summary, accountMenu, children }: UserShellProps) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const permanentDrawer = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  // The summary needs the header's full width; on narrower screens it sits in the drawer.
  const summaryInHeader = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // Choosing a link (or any navigation) closes the mobile drawer.
  useEffect(() => setMobileOpen(false), [pathname]);

  const drawerContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar>
        <Logo />
      </Toolbar>
      <Divider />
      {!summaryInHeader && <Box sx={{ p: 2 }}>{summary}</Box>}
      <Box component="nav" aria-label={t('area.nav.label')} sx={{ py: 1 }} onClick={() => setMobileOpen(false)}>
        <List>
          {MAIN_NAV.map((item) => (
            <NavLinkItem key={item.to} item={item} />
          ))}
        </List>
        <List subheader={<ListSubheader sx={{ bgcolor: 'transparent' }}>{t('area.nav.menu')}</ListSubheader>}>
          {MENU_NAV.map((item) => (
            <NavLinkItem key={item.to} item={item} exact />
          ))}
        </List>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
        }}
      >
        <Toolbar sx={{ gap: 2 }}>
          {!permanentDrawer && (
            <IconButton
              edge="start"
              aria-label={mobileOpen ? t('area.nav.close') : t('area.nav.open')}
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen((open) => !open)}
            >
              <MenuIcon />
            </IconButton>
          )}
          {summaryInHeader ? summary : !permanentDrawer && <Logo />}
          <Box sx={{ flexGrow: 1 }} />
          {accountMenu}
        </Toolbar>
      </AppBar>
      {permanentDrawer ? (
        <Drawer variant="permanent" open sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
          {drawerContent}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {drawerContent}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
