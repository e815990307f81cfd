import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { paths } from '../../../app/paths';

const TABS = [
  { label: 'Profile', to: paths.user.profile.href() },
  { label: 'Security', to: paths.user.security.href() },
  { label: 'Activity', to: paths.user.activity.href() },
];

export function ProfileTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.replace(/\/$/, '') === tab.to)?.to ?? false;
  return (
    <Tabs value={current} aria-label="Profile sections" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map((tab) => (
        <Tab key={tab.to} label={tab.label} value={tab.to} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
