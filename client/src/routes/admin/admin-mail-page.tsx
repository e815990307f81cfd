import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { MailOutboxTable } from '../../features/admin-mail/components/mail-outbox-table';

export function AdminMailPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        Mail outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Every message the platform sent or stored, newest first: whether it went out, how many attempts it took, and its text.
      </Typography>
      <MailOutboxTable messageHref={paths.admin.mailMessage.href} />
    </>
  );
}
