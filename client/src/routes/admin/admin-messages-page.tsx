import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { ContactMessagesList } from '../../features/admin-contact/components/contact-messages-list';

export function AdminMessagesPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        Contact messages
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        What visitors and investors sent through the contact form, newest first. Reply by email, then mark the message handled.
      </Typography>
      <ContactMessagesList userHref={paths.admin.user.href} />
    </>
  );
}
