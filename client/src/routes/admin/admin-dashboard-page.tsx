import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LedgerCheckCard } from '../../features/admin-payments/components/ledger-check-card';
import { PendingDepositsTable } from '../../features/admin-payments/components/pending-deposits-table';
import { PendingWithdrawalsTable } from '../../features/admin-payments/components/pending-withdrawals-table';
import { CurrentUserContext } from '../../features/auth/hooks/use-current-user';
import { AdminOverview } from '../../features/admin-overview/components/admin-overview';
import { paths } from '../../app/paths';

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  // The signed-in admin (their own requests, and second approvals of their first, are not theirs to approve).
  const adminId = useContext(CurrentUserContext)?.id;
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('dashboard.intro')}
      </Typography>
      <Stack spacing={3}>
        <AdminOverview kycHref={paths.admin.kyc.href()}>
          <LedgerCheckCard />
        </AdminOverview>
        <PendingDepositsTable adminId={adminId} />
        <PendingWithdrawalsTable adminId={adminId} />
      </Stack>
    </>
  );
}
