import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
import { isolateLtr } from '../../../lib/locale';
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

const ROLES: UserRole[] = ['INVESTOR', 'ADMIN', 'SUPPORT'];
/** How much power a role holds: a change up is a grant a second admin approves, a change down takes effect at once. */
const RANK: Record<UserRole, number> = { INVESTOR: 0, SUPPORT: 1, ADMIN: 2 };
export const isRoleGrant = (from: UserRole, to: UserRole): boolean => RANK[to] > RANK[from];

function dialogText(
  dialog: Dialog,
  email: string,
  current: UserRole,
  t: TFunction<'admin-users'>,
): { title: string; description: string; confirmLabel: string } {
  if (dialog === 'freeze') {
    return { title: t('dialogs.freezeTitle', { email }), description: t('dialogs.freezeText'), confirmLabel: t('actions.freeze') };
  }
  if (dialog === 'reset') {
    return { title: t('dialogs.resetTitle', { email }), description: t('dialogs.resetText'), confirmLabel: t('actions.resetTwoFactor') };
  }
  const role = dialog ? t(`roles.${dialog}`) : '';
  if (dialog && isRoleGrant(current, dialog)) {
    return { title: t('roleGrants.requestTitle', { email, role }), description: t('roleGrants.requestText'), confirmLabel: t('roleGrants.requestConfirm') };
  }
  return { title: t('dialogs.roleTitle', { email, role }), description: t('dialogs.roleText'), confirmLabel: t('dialogs.roleConfirm') };
}

/** A status as the server sends it (an investment's word "completed", a transaction's enum COMPLETED): its label, or the lower-case word when this client has none. */
function statusLabel(t: TFunction<'admin-users'>, group: 'transactionStatus' | 'investmentStatus', status: string): string {
  const word = status.toLowerCase();
  return t(`${group}.${word}`, { defaultValue: word });
}

function Actions({ user, self, onChanged }: { user: Detail['user']; self: boolean; onChanged: () => void }) {
  const { t } = useTranslation('admin-users');
  const actions = useUserActions(user.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const text = dialogText(dialog, isolateLtr(user.email), user.role, t);
  const changeRole = (role: UserRole, reason: string) => (isRoleGrant(user.role, role) ? actions.requestRole(role, reason) : actions.setRole(role, reason));
  const confirm = async (reason: string) => {
    const ok =
      dialog === 'freeze' ? await actions.freeze(reason) : dialog === 'reset' ? await actions.resetTwoFactor(reason) : await changeRole(dialog!, reason);
    if (ok) {
      setDialog(null);
      onChanged();
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {user.frozen ? (
        <Button variant="outlined" disabled={actions.busy} onClick={() => void actions.unfreeze().then((ok) => ok && onChanged())}>
          {t('actions.unfreeze')}
        </Button>
      ) : (
        <Button variant="contained" color="error" disabled={actions.busy} onClick={() => setDialog('freeze')}>
          {t('actions.freeze')}
        </Button>
      )}
      <Button variant="outlined" disabled={actions.busy || !user.twoFactorEnabled} onClick={() => setDialog('reset')}>
        {t('actions.resetTwoFactor')}
      </Button>
      {!self && (
        <TextField
          select
          size="small"
          label={t('actions.role')}
          value={user.role}
          disabled={actions.busy}
          onChange={(event) => setDialog(event.target.value as UserRole)}
          sx={{ minWidth: 180 }}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ReasonDialog
        open={dialog !== null}
        title={text.title}
        description={text.description}
        hint={t('dialogs.auditHint')}
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
  const { t } = useTranslation('admin-users');
  const canChange = useCanChange();
  const { data, error, refetch } = useAdminUserDetailQuery({ variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const detail = data?.adminUser;
  if (!detail) {
    if (error) {
      const code = errorCodeOf(error);
      if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return <Alert severity="warning">{t('detail.notFound')}</Alert>;
      return <QueryError onRetry={() => refetch()} />;
    }
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('detail.loading')} />
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
            {t('detail.subtitle', { email: isolateLtr(user.email), username: isolateLtr(user.username), regId: isolateLtr(user.regId) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {user.frozen ? <Chip color="error" label={t('status.frozen')} /> : <Chip label={t('status.active')} />}
            <Chip label={t('detail.kyc', { status: t(`kycStatus.${user.kycStatus}`) })} />
            <Chip label={user.twoFactorEnabled ? t('detail.twoFactorOn') : t('detail.twoFactorOff')} />
            {user.isAdmin && <Chip color="primary" label={t('status.admin')} />}
            {user.role === 'SUPPORT' && <Chip color="secondary" label={t('status.support')} />}
          </Box>
        </Box>
        {canChange && <Actions user={user} self={user.id === currentUserId} onChanged={() => void refetch().catch(() => undefined)} />}
      </Box>
      {user.frozen && <Alert severity="error">{t('detail.frozen', { date: formatDateTime(user.frozenAt), reason: user.frozenReason })}</Alert>}
      <Section title={t('detail.balances')}>
        <Rows
          head={[t('detail.main'), t('detail.profit'), t('detail.withdrawable')]}
          rows={[[formatUsd(detail.balances.main), formatUsd(detail.balances.profit), formatUsd(detail.balances.withdrawable)]]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('detail.joinedReferred', { date: formatDateTime(user.createdAt), referred: detail.referralsCount })}
        </Typography>
      </Section>
      <Section title={t('detail.transactions', { total: detail.transactionCount })}>
        {detail.transactions.length ? (
          <Rows
            head={[t('detail.date'), t('detail.title'), t('detail.amount'), t('detail.status')]}
            rows={detail.transactions.map((tx) => [formatDateTime(tx.date), tx.title, formatUsd(tx.amount), statusLabel(t, 'transactionStatus', tx.status)])}
          />
        ) : (
          <Empty>{t('detail.noTransactions')}</Empty>
        )}
      </Section>
      <Section title={t('detail.investments')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('detail.investedNow', { invested: formatUsd(detail.investments.currentlyInvested), profit: formatUsd(detail.investments.approxProfit) })}
        </Typography>
        {detail.investments.investments.length ? (
          <Rows
            head={[t('detail.plan'), t('detail.amount'), t('detail.status'), t('detail.ends')]}
            rows={detail.investments.investments.map((i) => [
              i.title,
              formatUsd(i.amount),
              statusLabel(t, 'investmentStatus', i.status),
              formatDateTime(i.endsAt),
            ])}
          />
        ) : (
          <Empty>{t('detail.noInvestments')}</Empty>
        )}
      </Section>
      <Section title={t('detail.sessions', { total: detail.sessions.length })}>
        {detail.sessions.length ? (
          <Rows
            head={[t('detail.device'), t('detail.ip'), t('detail.lastSeen')]}
            rows={detail.sessions.map((s) => [s.device ?? '—', s.ip ?? '—', formatDateTime(s.lastSeenAt)])}
          />
        ) : (
          <Empty>{t('detail.noSessions')}</Empty>
        )}
      </Section>
      <Section title={t('detail.activity')}>
        {detail.activity.length ? (
          <Rows
            head={[t('detail.when'), t('detail.event'), t('detail.device'), t('detail.ip')]}
            rows={detail.activity.map((a) => [formatDateTime(a.at), a.kind, a.device ?? '—', a.ip ?? '—'])}
          />
        ) : (
          <Empty>{t('detail.noActivity')}</Empty>
        )}
      </Section>
    </Box>
  );
}
