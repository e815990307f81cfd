import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { ContactMessagesList } from '../../features/admin-contact/components/contact-messages-list';

export function AdminMessagesPage() {
  const { t } = useTranslation('admin-contact');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <ContactMessagesList userHref={paths.admin.user.href} />
    </>
  );
}
