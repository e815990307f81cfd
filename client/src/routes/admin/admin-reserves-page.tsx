import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { ReservesAdmin } from '../../features/admin-reserves/components/reserves-admin';

export function AdminReservesPage() {
  const { t } = useTranslation('admin-reserves');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <ReservesAdmin />
    </>
  );
}
