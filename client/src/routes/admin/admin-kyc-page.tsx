import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { KycRequestsTable } from '../../features/admin-kyc/components/kyc-requests-table';

export function AdminKycPage() {
  const { t } = useTranslation('admin-kyc');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <KycRequestsTable />
    </>
  );
}
