import { Link as RouterLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { paths } from '../../../app/paths';

const TABS = [
  { label: 'History', to: paths.user.transaction.href() },
  { label: 'Deposit', to: paths.user.transactionDeposit.href() },
  { label: 'Withdraw', to: paths.user.transactionWithdraw.href() },
  { label: 'Investment', to: paths.user.transactionInvestment.href() },
];

export function TransactionTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.replace(/\/$/, '') === tab.to)?.to ?? false;
  return (
    <Tabs value={current} aria-label="Transaction lists" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      {TABS.map((tab) => (
        <Tab key={tab.to} label={tab.label} value={tab.to} component={RouterLink} to={tab.to} />
      ))}
    </Tabs>
  );
}
