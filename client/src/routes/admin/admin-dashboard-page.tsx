import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LedgerCheckCard } from '../../features/admin-payments/components/ledger-check-card';
import { PendingDepositsTable } from '../../features/admin-payments/components/pending-deposits-table';
import { PendingWithdrawalsTable } from '../../features/admin-payments/components/pending-withdrawals-table';

export function AdminDashboardPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Pending deposits and withdrawals, oldest first, and the ledger check.
      </Typography>
      <Stack spacing={3}>
        <PendingDepositsTable />
        <PendingWithdrawalsTable />
        <LedgerCheckCard />
      </Stack>
    </>
  );
}
