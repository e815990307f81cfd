import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { paths } from '../../app/paths';
import { AdminUserDetailView } from '../../features/admin-users/components/admin-user-detail';

export function AdminUserPage() {
  const { userId = '' } = useParams();
  return (
    <>
      <Button component={RouterLink} to={paths.admin.users.href()} sx={{ mb: 2 }}>
        ← All users
      </Button>
      <AdminUserDetailView key={userId} userId={userId} />
    </>
  );
}
