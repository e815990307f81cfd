import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { paths } from '../../../app/paths';

// Named in the `account` namespace, which the user layout loads: the activity page (another
// feature's) shows these tabs too without waiting for the profile texts.
const TABS = [
  { label: 'profile', to: paths.user.profile.href() },
  { label: 'security', to: paths.user.security.href() },
  { label: 'activity', to: paths.user.activity.href() },
] as const;

export function ProfileTabs() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.replace(/\/$/, '') === tab.to)?.to ?? false;
  return (
    <Tabs value={current} aria-label={t('area.profileTabs')} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map((tab) => (
        <Tab key={tab.to} label={t(`area.menu.${tab.label}`)} value={tab.to} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
