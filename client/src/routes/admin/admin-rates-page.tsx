import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { AssetRatesAdmin } from '../../features/admin-rates/components/asset-rates-admin';

export function AdminRatesPage() {
  const { t } = useTranslation('admin-rates');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <AssetRatesAdmin />
    </>
  );
}
