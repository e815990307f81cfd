import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { AuditLogTable } from '../../features/admin-audit/components/audit-log-table';

export function AdminAuditPage() {
  const { t } = useTranslation('admin-audit');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <AuditLogTable />
    </>
  );
}
