import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { DepositWalletsAdmin } from '../../features/admin-wallets/components/deposit-wallets-admin';

export function AdminWalletsPage() {
  const { t } = useTranslation('admin-wallets');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <DepositWalletsAdmin />
    </>
  );
}
