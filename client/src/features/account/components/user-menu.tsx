import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { mirrorInRtl } from '../../../components/directional-icon';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import VerifiedIcon from '@mui/icons-material/Verified';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Ltr } from '../../../components/ltr';
import { UserAvatar } from '../../../components/user-avatar';
import type { CurrentUserFragment } from '../../../gql/generated';
import { formatUsd } from '../../../lib/money';
import { TEXT_LIMITS, truncate } from '../../../lib/text';

type MenuUser = Pick<CurrentUserFragment, 'username' | 'fullname' | 'email' | 'owned' | 'avatar' | 'admin' | 'role' | 'kycStatus'>;

interface UserMenuProps {
  user: MenuUser;
  /** Resolves to true once signed out. */
  onSignOut: () => Promise<boolean>;
  signingOut?: boolean;
}

/** The avatar dropdown of the user area. */
export function UserMenu({ user, onSignOut, signingOut = false }: UserMenuProps) {
  const { t } = useTranslation('account');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = () => setAnchor(null);

  const links = [
    { label: t('area.menu.profile'), to: paths.user.profile.href(), icon: PersonOutlineIcon },
    { label: t('area.menu.security'), to: paths.user.security.href(), icon: LockOutlinedIcon },
    { label: t('area.menu.activity'), to: paths.user.activity.href(), icon: HistoryIcon },
    ...(user.role === 'ADMIN' || user.role === 'SUPPORT'
      ? [{ label: t('area.menu.adminPanel'), to: paths.admin.root.href(), icon: AdminPanelSettingsOutlinedIcon }]
      : []),
  ];

  const signOut = async () => {
    if (!(await onSignOut())) setConfirming(false);
  };

  return (
    <>
      <IconButton
        aria-label={t('area.menu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar email={user.email} fullName={user.fullname} avatar={user.avatar} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 280, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar email={user.email} fullName={user.fullname} avatar={user.avatar} size={48} />
          <Box sx={{ minWidth: 0 }}>
            {/* Only an approved identity verification earns the label. */}
            {user.kycStatus === 'APPROVED' && <Chip icon={<VerifiedIcon />} label={t('area.menu.verified')} color="success" size="small" variant="outlined" />}
            <Typography sx={{ fontWeight: 700, mt: 0.5 }} title={user.username}>
              {truncate(user.username, TEXT_LIMITS.username)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Ltr title={user.email}>{truncate(user.email, TEXT_LIMITS.email)}</Ltr>
            </Typography>
          </Box>
        </Box>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t('area.owned.total')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatUsd(user.owned)}</Typography>
        </Box>
        <Divider />
        {links.map(({ label, to, icon: Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" sx={mirrorInRtl} />
          </ListItemIcon>
          {t('area.menu.signOut')}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('area.menu.signOut')}
        message={t('area.menu.signOutConfirm')}
        confirmLabel={t('area.menu.signOut')}
        busy={signingOut}
        onConfirm={() => void signOut()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
