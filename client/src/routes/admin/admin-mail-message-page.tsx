import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { mirrorInRtl } from '../../components/directional-icon';
import { paths } from '../../app/paths';
import { AdminsOnly } from './admins-only';
import { MailMessageView } from '../../features/admin-mail/components/mail-message-view';

export function AdminMailMessagePage() {
  const { t } = useTranslation('admin-mail');
  const { messageId = '' } = useParams();
  return (
    <AdminsOnly>
      <Button component={RouterLink} to={paths.admin.mail.href()} startIcon={<ArrowBackIcon sx={mirrorInRtl} />} sx={{ mb: 1 }}>
        {t('page.title')}
      </Button>
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {t('message.title')}
      </Typography>
      <MailMessageView id={messageId} />
    </AdminsOnly>
  );
}
