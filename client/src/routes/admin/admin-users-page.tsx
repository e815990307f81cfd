import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { AdminUsersTable } from '../../features/admin-users/components/admin-users-table';
import { RoleGrantsPanel } from '../../features/admin-users/components/role-grants-panel';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useDebouncedValue } from '../../features/transactions/hooks/use-debounced-value';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

export function AdminUsersPage() {
  const { t } = useTranslation('admin-users');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const me = useCurrentUser();
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <RoleGrantsPanel currentUserId={me.id} />
      <AdminUsersTable search={search} onSearchChange={setSearch} term={term} />
    </>
  );
}
