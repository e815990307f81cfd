import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { paths } from '../../../app/paths';

const TABS = [
  { label: 'tabs.history', to: paths.user.transaction.href() },
  { label: 'tabs.deposit', to: paths.user.transactionDeposit.href() },
  { label: 'tabs.withdraw', to: paths.user.transactionWithdraw.href() },
  { label: 'tabs.investment', to: paths.user.transactionInvestment.href() },
];

export function TransactionTabs() {
  const { t } = useTranslation('history');
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.replace(/\/$/, '') === tab.to)?.to ?? false;
  return (
    <Tabs value={current} aria-label={t('tabs.label')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map((tab) => (
        <Tab key={tab.to} label={t(tab.label)} value={tab.to} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
