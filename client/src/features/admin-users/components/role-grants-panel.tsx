import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QueryError } from '../../../components/query-error';
import { ReasonDialog } from '../../../components/reason-dialog';
import type { RoleGrantFieldsFragment } from '../../../gql/generated';
import { useCanChange } from '../../../lib/console-access';
import { formatDateTime } from '../../../lib/dates';
import { isolateLtr } from '../../../lib/locale';
import { useRoleGrants } from '../hooks/use-role-grants';
import { ACTIONS_CELL_SX } from '../../../components/table-actions';

const STATUS_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'default', EXPIRED: 'default' } as const;

/**
 * Role grant requests: on a user's page all of theirs, on the users page every pending one. A pending request shows
 * Approve and Reject to the other admins; its requester sees that it awaits another admin, and may withdraw it.
 * Support staff see the list only. Nothing is shown on the users page while no request is pending.
 */
export function RoleGrantsPanel({ userId, currentUserId }: { userId?: string; currentUserId: string }) {
  const { t } = useTranslation('admin-users');
  const canChange = useCanChange();
  const grants = useRoleGrants(userId ? { userId } : { status: 'PENDING' });
  const [rejecting, setRejecting] = useState<RoleGrantFieldsFragment | null>(null);
  if (!userId && !grants.grants.length && !grants.error) return null;
  const own = (grant: RoleGrantFieldsFragment) => grant.requestedBy === currentUserId;

  return (
    <Card variant="outlined" sx={userId ? undefined : { mb: 3 }}>
      <CardHeader title={userId ? t('roleGrants.title') : t('roleGrants.pendingTitle')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('roleGrants.intro')}
        </Typography>
        {grants.error && !grants.grants.length ? (
          <QueryError onRetry={() => void grants.refetch().catch(() => undefined)} />
        ) : grants.grants.length === 0 ? (
          <Typography color="text.secondary">{grants.loading ? t('roleGrants.loading') : t('roleGrants.none')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={userId ? t('roleGrants.title') : t('roleGrants.pendingTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('roleGrants.requestedAt')}</TableCell>
                  {!userId && <TableCell>{t('roleGrants.user')}</TableCell>}
                  <TableCell>{t('roleGrants.role')}</TableCell>
                  <TableCell>{t('roleGrants.reason')}</TableCell>
                  <TableCell>{t('roleGrants.status')}</TableCell>
                  {canChange && (
                    <TableCell align="right" sx={ACTIONS_CELL_SX}>
                      {t('roleGrants.actions')}
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {grants.grants.map((g) => (
                  <TableRow key={g.id}>
                    <TableCell>
                      {formatDateTime(g.requestedAt)}
                      <Typography variant="body2" color="text.secondary">
                        {t('roleGrants.by', { who: isolateLtr(g.requestedByEmail ?? g.requestedBy) })}
                      </Typography>
                    </TableCell>
                    {!userId && <TableCell sx={{ wordBreak: 'break-word' }}>{isolateLtr(g.userEmail ?? g.userId)}</TableCell>}
                    <TableCell>{t('roleGrants.change', { from: t(`roles.${g.fromRole}`), to: t(`roles.${g.role}`) })}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{g.reason}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLOR[g.status]} label={t(`roleGrants.statuses.${g.status}`)} />
                      <Typography variant="body2" color="text.secondary">
                        {g.status === 'PENDING'
                          ? own(g)
                            ? t('roleGrants.awaitingOther', { date: formatDateTime(g.expiresAt) })
                            : t('roleGrants.expires', { date: formatDateTime(g.expiresAt) })
                          : g.decidedAt
                            ? t('roleGrants.decided', { who: isolateLtr(g.decidedByEmail ?? g.decidedBy ?? ''), date: formatDateTime(g.decidedAt) })
                            : null}
                        {g.rejectionReason ? ` · ${g.rejectionReason}` : null}
                      </Typography>
                    </TableCell>
                    {canChange && (
                      <TableCell align="right" sx={ACTIONS_CELL_SX}>
                        {g.status === 'PENDING' && (
                          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                            {!own(g) && (
                              <Button
                                size="small"
                                variant="contained"
                                color="success"
                                disabled={grants.busy}
                                onClick={() => void grants.approve(g.id)}
                                aria-label={t('roleGrants.approveLabel', { email: g.userEmail ?? g.userId, role: t(`roles.${g.role}`) })}
                              >
                                {t('roleGrants.approve')}
                              </Button>
                            )}
                            <Button
                              size="small"
                              variant="outlined"
                              color="error"
                              disabled={grants.busy}
                              onClick={() => setRejecting(g)}
                              aria-label={t(own(g) ? 'roleGrants.withdrawLabel' : 'roleGrants.rejectLabel', {
                                email: g.userEmail ?? g.userId,
                                role: t(`roles.${g.role}`),
                              })}
                            >
                              {own(g) ? t('roleGrants.withdraw') : t('roleGrants.reject')}
                            </Button>
                          </Box>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting && own(rejecting) ? t('roleGrants.withdrawTitle') : t('roleGrants.rejectTitle')}
        description={t('roleGrants.rejectText')}
        hint={t('dialogs.auditHint')}
        confirmLabel={rejecting && own(rejecting) ? t('roleGrants.withdraw') : t('roleGrants.reject')}
        busy={grants.busy}
        onConfirm={(reason) => void (rejecting && grants.reject(rejecting.id, reason).then((ok) => ok && setRejecting(null)))}
        onClose={() => setRejecting(null)}
      />
    </Card>
  );
}
