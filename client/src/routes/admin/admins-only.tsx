import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/page-title';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';

/**
 * A console page for admins alone (the mail outbox): support staff get the "not allowed" page
 * instead, as the server answers when the page is loaded directly (and its API refuses them).
 */
export function AdminsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const user = useCurrentUser();
  if (user.role === 'ADMIN') return <>{children}</>;
  return (
    <>
      <PageTitle title={t('notAllowed.title')} />
      <Typography variant="h1" component="h1" gutterBottom>
        {t('notAllowed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notAllowed.text')}
      </Typography>
      <Button component={RouterLink} to={paths.admin.root.href()} variant="contained">
        {t('nav.dashboard')}
      </Button>
    </>
  );
}
