import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../app/paths';
import { Logo } from '../logo';

export const SERVICE_LINKS = [
  { label: 'Real Estate', to: paths.realEstate.href() },
  { label: 'Gold Investment', to: paths.goldInvestment.href() },
  { label: 'Agriculture', to: paths.agriculture.href() },
  { label: 'Cryptocurrency', to: paths.cryptocurrency.href() },
];

const PAGE_LINKS = [
  { label: 'About', to: paths.about.href() },
  { label: 'Our Plans', to: paths.ourPlans.href() },
  { label: 'FAQ', to: paths.faq.href() },
  { label: 'Contact', to: paths.contact.href() },
];

export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const [servicesAnchor, setServicesAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  const accountButtons = signedIn ? (
    <Button component={RouterLink} to={paths.user.dashboard.href()} variant="contained">
      Dashboard
    </Button>
  ) : (
    <>
      <Button component={RouterLink} to={paths.account.login.href()} color="inherit">
        Login
      </Button>
      <Button component={RouterLink} to={paths.account.register.href()} variant="contained">
        Get Started
      </Button>
    </>
  );

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
            <Button
              color="inherit"
              id="services-button"
              aria-haspopup="menu"
              aria-controls={servicesAnchor ? 'services-menu' : undefined}
              aria-expanded={servicesAnchor ? 'true' : undefined}
              endIcon={<KeyboardArrowDownIcon />}
              onClick={(event) => setServicesAnchor(event.currentTarget)}
            >
              Services
            </Button>
            <Menu
              id="services-menu"
              anchorEl={servicesAnchor}
              open={Boolean(servicesAnchor)}
              onClose={() => setServicesAnchor(null)}
              slotProps={{ list: { 'aria-labelledby': 'services-button' } }}
            >
              {SERVICE_LINKS.map((link) => (
                <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setServicesAnchor(null)}>
                  {link.label}
                </MenuItem>
              ))}
            </Menu>
            {PAGE_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>{accountButtons}</Box>
          <IconButton
            aria-label="Open menu"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={drawerOpen} onClose={closeDrawer}>
        <Box component="nav" aria-label="Mobile" sx={{ width: 260 }} onClick={closeDrawer}>
          <List subheader={<ListSubheader>Services</ListSubheader>}>
            {SERVICE_LINKS.map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <List>
            {PAGE_LINKS.map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>{accountButtons}</Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
