import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { AdminsOnly } from './admins-only';
import { MailOutboxTable } from '../../features/admin-mail/components/mail-outbox-table';

export function AdminMailPage() {
  const { t } = useTranslation('admin-mail');
  return (
    <AdminsOnly>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <MailOutboxTable messageHref={paths.admin.mailMessage.href} />
    </AdminsOnly>
  );
}
