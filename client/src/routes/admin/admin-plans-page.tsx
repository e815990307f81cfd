import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { PlansAdmin } from '../../features/admin-plans/components/plans-admin';

export function AdminPlansPage() {
  const { t } = useTranslation('admin-plans');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <PlansAdmin />
    </>
  );
}
