import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '../../app/paths';
import { AdminUserDetailView } from '../../features/admin-users/components/admin-user-detail';
import { RoleGrantsPanel } from '../../features/admin-users/components/role-grants-panel';
import { BalanceCorrectionsPanel } from '../../features/admin-corrections/components/balance-corrections-panel';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';

export function AdminUserPage() {
  const { t } = useTranslation('admin-users');
  const { userId = '' } = useParams();
  const me = useCurrentUser();
  return (
    <>
      <Button component={RouterLink} to={paths.admin.users.href()} sx={{ mb: 2 }}>
        {t('page.allUsers')}
      </Button>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <AdminUserDetailView key={userId} userId={userId} currentUserId={me.id} />
        <RoleGrantsPanel key={`role-grants-${userId}`} userId={userId} currentUserId={me.id} />
        <BalanceCorrectionsPanel key={`corrections-${userId}`} userId={userId} currentUserId={me.id} />
      </Box>
    </>
  );
}
