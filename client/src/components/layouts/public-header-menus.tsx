import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { PAGE_LINKS, SERVICE_LINKS } from './public-nav-links';
import { PageLink } from '../page-link';

// The header's pop-ups (Modal, Popover, transitions, focus trap) load on first use, not with
// the home page: most visitors never open them.

interface ServicesMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The Services dropdown of the wide header. */
export function ServicesMenu({ id, labelledBy, anchor, onClose }: ServicesMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {SERVICE_LINKS.map((link) => (
        <MenuItem key={link.to} component={PageLink} to={link.to} onClick={onClose}>
          {t(link.labelKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Login and Get Started, or Dashboard. */
  accountButtons: ReactNode;
}

/** The narrow header's menu: services, pages and the account buttons. It opens from the end side. */
export function MobileNavDrawer({ open, onClose, accountButtons }: MobileNavDrawerProps) {
  const { t } = useTranslation('common');
  return (
    // MUI flips a left/right anchor under a right-to-left theme.
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.mobile')} sx={{ width: 260 }} onClick={onClose}>
        <List subheader={<ListSubheader>{t('nav.services')}</ListSubheader>}>
          {SERVICE_LINKS.map((link) => (
            <ListItemButton key={link.to} component={PageLink} to={link.to}>
              <ListItemText primary={t(link.labelKey)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <List>
          {PAGE_LINKS.map((link) => (
            <ListItemButton key={link.to} component={PageLink} to={link.to}>
              <ListItemText primary={t(link.labelKey)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>{accountButtons}</Box>
      </Box>
    </Drawer>
  );
}
