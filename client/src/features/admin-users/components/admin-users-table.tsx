import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { Ltr } from '../../../components/ltr';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/dates';
import { useAdminUsers } from '../hooks/use-admin-users';

interface AdminUsersTableProps {
  /** What the search box shows. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The search the server is asked (the page debounces the box). */
  term: string;
}

/** The console's user list: a search box (name, email, username, account number), newest first, Load more. */
export function AdminUsersTable({ search, onSearchChange, term }: AdminUsersTableProps) {
  const { t } = useTranslation('admin-users');
  const users = useAdminUsers(term);

  return (
    <Card variant="outlined">
      <Box sx={{ p: 2 }}>
        <TextField
          label={t('list.search')}
          placeholder={t('list.placeholder')}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, 'aria-label': t('list.search') } }}
        />
      </Box>
      {users.refreshing && <LinearProgress />}
      {users.failed ? (
        <QueryError onRetry={users.reload} sx={{ m: 2 }} />
      ) : users.loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      ) : !users.rows.length ? (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {term.trim() ? t('list.noMatch') : t('list.none')}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('list.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.user')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('list.username')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('list.accountNumber')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('list.joined')}</TableCell>
                <TableCell>{t('list.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.rows.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>
                    <Link component={RouterLink} to={paths.admin.user.href(user.id)} fontWeight={600}>
                      {user.fullname}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      <Ltr>{user.email}</Ltr>
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Ltr>{user.username}</Ltr>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, fontFamily: 'monospace' }}>
                    <Ltr>{user.regId}</Ltr>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(user.createdAt)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      {user.frozen ? <Chip size="small" color="error" label={t('status.frozen')} /> : <Chip size="small" label={t('status.active')} />}
                      {user.isAdmin && <Chip size="small" color="primary" label={t('status.admin')} />}
                      {user.role === 'SUPPORT' && <Chip size="small" color="secondary" label={t('status.support')} />}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {users.hasMore && !users.failed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <Button onClick={users.loadMore} loading={users.loadingMore} variant="outlined">
            {t('list.loadMore')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
