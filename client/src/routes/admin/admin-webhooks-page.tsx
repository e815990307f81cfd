import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { WebhooksAdmin } from '../../features/admin-webhooks/components/webhooks-admin';

export function AdminWebhooksPage() {
  const { t } = useTranslation('admin-webhooks');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <WebhooksAdmin />
    </>
  );
}
