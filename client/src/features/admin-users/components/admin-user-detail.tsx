import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryError } from '../../../components/query-error';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useAdminUserDetailQuery, type AdminUserDetailQuery, type UserRole } from '../../../gql/generated';
import { useCanChange } from '../../../lib/console-access';
import { errorCodeOf } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { useUserActions } from '../hooks/use-user-actions';

type Detail = AdminUserDetailQuery['adminUser'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

function Rows({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type Dialog = 'freeze' | 'reset' | UserRole | null;

const ROLE_LABEL: Record<UserRole, string> = { INVESTOR: 'Investor', ADMIN: 'Admin', SUPPORT: 'Support (read-only)' };
const ROLES: UserRole[] = ['INVESTOR', 'ADMIN', 'SUPPORT'];

function dialogText(dialog: Dialog, email: string): { title: string; description: string; confirmLabel: string } {
  if (dialog === 'freeze') {
    return {
      title: `Freeze ${email}?`,
      description: 'The user cannot sign in or move money until unfrozen; their sessions end at once.',
      confirmLabel: 'Freeze',
    };
  }
  if (dialog === 'reset') {
    return {
      title: `Turn off two-factor authentication for ${email}?`,
      description: 'Their authenticator secret and recovery codes are removed; they are mailed about it.',
      confirmLabel: 'Reset 2FA',
    };
  }
  const role = dialog ? ROLE_LABEL[dialog] : '';
  return { title: `Make ${email} ${role}?`, description: 'It takes effect at their next request.', confirmLabel: 'Change role' };
}

function Actions({ user, self, onChanged }: { user: Detail['user']; self: boolean; onChanged: () => void }) {
  const actions = useUserActions(user.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const text = dialogText(dialog, user.email);
  const confirm = async (reason: string) => {
    const ok =
      dialog === 'freeze' ? await actions.freeze(reason) : dialog === 'reset' ? await actions.resetTwoFactor(reason) : await actions.setRole(dialog!, reason);
    if (ok) {
      setDialog(null);
      onChanged();
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {user.frozen ? (
        <Button variant="outlined" disabled={actions.busy} onClick={() => void actions.unfreeze().then((ok) => ok && onChanged())}>
          Unfreeze
        </Button>
      ) : (
        <Button variant="contained" color="error" disabled={actions.busy} onClick={() => setDialog('freeze')}>
          Freeze
        </Button>
      )}
      <Button variant="outlined" disabled={actions.busy || !user.twoFactorEnabled} onClick={() => setDialog('reset')}>
        Reset 2FA
      </Button>
      {!self && (
        <TextField
          select
          size="small"
          label="Role"
          value={user.role}
          disabled={actions.busy}
          onChange={(event) => setDialog(event.target.value as UserRole)}
          sx={{ minWidth: 180 }}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABEL[role]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ReasonDialog
        open={dialog !== null}
        title={text.title}
        description={text.description}
        hint="Kept in the audit log."
        confirmLabel={text.confirmLabel}
        busy={actions.busy}
        onConfirm={(reason) => void confirm(reason)}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

/** One user's page in the console: account, balances, transactions, investments, sessions, activity, actions. */
export function AdminUserDetailView({ userId, currentUserId }: { userId: string; currentUserId: string }) {
  const canChange = useCanChange();
  const { data, error, refetch } = useAdminUserDetailQuery({ variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const detail = data?.adminUser;
  if (!detail) {
    if (error) {
      const code = errorCodeOf(error);
      if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return <Alert severity="warning">There is no user with this id.</Alert>;
      return <QueryError onRetry={() => refetch()} />;
    }
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading the user" />
      </Box>
    );
  }
  const { user } = detail;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, wordBreak: 'break-word' }}>
          <Typography variant="h1" component="h1">
            {user.fullname}
          </Typography>
          <Typography color="text.secondary">
            {user.email} · @{user.username} · account {user.regId}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {user.frozen ? <Chip color="error" label="Frozen" /> : <Chip label="Active" />}
            <Chip label={`KYC: ${user.kycStatus.toLowerCase()}`} />
            <Chip label={user.twoFactorEnabled ? '2FA on' : '2FA off'} />
            {user.isAdmin && <Chip color="primary" label="Admin" />}
            {user.role === 'SUPPORT' && <Chip color="secondary" label="Support" />}
          </Box>
        </Box>
        {canChange && <Actions user={user} self={user.id === currentUserId} onChanged={() => void refetch().catch(() => undefined)} />}
      </Box>
      {user.frozen && (
        <Alert severity="error">
          Frozen {formatDateTime(user.frozenAt)}: {user.frozenReason}
        </Alert>
      )}
      <Section title="Balances">
        <Rows
          head={['Main', 'Profit', 'Withdrawable']}
          rows={[[formatUsd(detail.balances.main), formatUsd(detail.balances.profit), formatUsd(detail.balances.withdrawable)]]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Joined {formatDateTime(user.createdAt)} · {detail.referralsCount} referred
        </Typography>
      </Section>
      <Section title={`Transactions (${detail.transactionCount})`}>
        {detail.transactions.length ? (
          <Rows
            head={['Date', 'Title', 'Amount', 'Status']}
            rows={detail.transactions.map((t) => [formatDateTime(t.date), t.title, formatUsd(t.amount), t.status])}
          />
        ) : (
          <Empty>No transactions.</Empty>
        )}
      </Section>
      <Section title="Investments">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Invested now {formatUsd(detail.investments.currentlyInvested)} · profit to come {formatUsd(detail.investments.approxProfit)}
        </Typography>
        {detail.investments.investments.length ? (
          <Rows
            head={['Plan', 'Amount', 'Status', 'Ends']}
            rows={detail.investments.investments.map((i) => [i.title, formatUsd(i.amount), i.status, formatDateTime(i.endsAt)])}
          />
        ) : (
          <Empty>No investments.</Empty>
        )}
      </Section>
      <Section title={`Sessions (${detail.sessions.length})`}>
        {detail.sessions.length ? (
          <Rows head={['Device', 'IP', 'Last seen']} rows={detail.sessions.map((s) => [s.device ?? '—', s.ip ?? '—', formatDateTime(s.lastSeenAt)])} />
        ) : (
          <Empty>No live sessions.</Empty>
        )}
      </Section>
      <Section title="Recent activity">
        {detail.activity.length ? (
          <Rows head={['When', 'Event', 'Device', 'IP']} rows={detail.activity.map((a) => [formatDateTime(a.at), a.kind, a.device ?? '—', a.ip ?? '—'])} />
        ) : (
          <Empty>No activity.</Empty>
        )}
      </Section>
    </Box>
  );
}
