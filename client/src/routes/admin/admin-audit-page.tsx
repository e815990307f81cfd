import Typography from '@mui/material/Typography';
import { AuditLogTable } from '../../features/admin-audit/components/audit-log-table';

export function AdminAuditPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        Audit log
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Who did what and when, newest first: money requests and decisions, identity reviews, site texts and wallets.
      </Typography>
      <AuditLogTable />
    </>
  );
}
