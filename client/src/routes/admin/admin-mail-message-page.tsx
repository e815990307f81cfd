import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { mirrorInRtl } from '../../components/directional-icon';
import { paths } from '../../app/paths';
import { MailMessageView } from '../../features/admin-mail/components/mail-message-view';

export function AdminMailMessagePage() {
  const { messageId = '' } = useParams();
  return (
    <>
      <Button component={RouterLink} to={paths.admin.mail.href()} startIcon={<ArrowBackIcon sx={mirrorInRtl} />} sx={{ mb: 1 }}>
        Mail outbox
      </Button>
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        Outbox message
      </Typography>
      <MailMessageView id={messageId} />
    </>
  );
}
