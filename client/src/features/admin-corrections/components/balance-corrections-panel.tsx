import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QueryError } from '../../../components/query-error';
import { MAX_REASON_LENGTH, ReasonDialog } from '../../../components/reason-dialog';
import type { BalanceCorrectionFieldsFragment, CorrectionAccount } from '../../../gql/generated';
import { useCanChange } from '../../../lib/console-access';
import { formatDateTime } from '../../../lib/dates';
import { isolateLtr } from '../../../lib/locale';
import { formatSignedUsd } from '../../../lib/money';
import { useBalanceCorrections } from '../hooks/use-balance-corrections';
import { correctionAmountProblem, readCorrectionAmount } from '../utils/correction-amount';
import { ACTIONS_CELL_SX } from '../../../components/table-actions';

const ACCOUNTS: CorrectionAccount[] = ['MAIN', 'PROFIT'];
const STATUS_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'default' } as const;

function RequestForm({ onRequest, busy }: { onRequest: (account: CorrectionAccount, amount: string, reason: string) => Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation('admin-users');
  const [account, setAccount] = useState<CorrectionAccount>('MAIN');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const amountProblem = correctionAmountProblem(amount);
  const reasonMissing = !reason.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const typed = readCorrectionAmount(amount);
    if (amountProblem || reasonMissing || typed === null) return;
    // Typed in the admin's language ("-1.500,00"), sent in the server's form ("-1500.00").
    if (await onRequest(account, typed, reason.trim())) {
      setAmount('');
      setReason('');
      setTouched(false);
    }
  };

  return (
    <Box component="form" aria-label={t('corrections.formLabel')} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
        <TextField
          select
          label={t('corrections.account')}
          value={account}
          onChange={(event) => setAccount(event.target.value as CorrectionAccount)}
          size="small"
        >
          {ACCOUNTS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`corrections.accounts.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('corrections.amountLabel')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          size="small"
          required
          error={touched && amountProblem !== null}
          helperText={touched && amountProblem ? amountProblem : t('corrections.amountHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </Box>
      <TextField
        label={t('corrections.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        size="small"
        required
        multiline
        minRows={2}
        error={touched && reasonMissing}
        helperText={touched && reasonMissing ? t('corrections.reasonRequired') : t('corrections.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('corrections.request')}
        </Button>
      </Box>
    </Box>
  );
}

function Decision({
  correction,
  currentUserId,
  busy,
  onApprove,
  onReject,
}: {
  correction: BalanceCorrectionFieldsFragment;
  currentUserId: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('admin-users');
  const own = correction.requestedBy === currentUserId;
  const label = `${t(`corrections.accounts.${correction.account}`)} ${correction.amount}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Tooltip title={own ? t('corrections.ownTooltip') : ''}>
        <span>
          <Button
            size="small"
            variant="contained"
            color="success"
            disabled={busy || own}
            onClick={onApprove}
            aria-label={t('corrections.approveLabel', { label })}
          >
            {t('corrections.approve')}
          </Button>
        </span>
      </Tooltip>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onReject} aria-label={t('corrections.rejectLabel', { label })}>
        {own ? t('corrections.withdraw') : t('corrections.reject')}
      </Button>
    </Box>
  );
}

/**
 * A user's balance corrections on their console page: the request form (admins), and every
 * correction newest first; a pending one shows Approve (for an admin other than the requester)
 * and Reject. Support staff see the list only.
 */
export function BalanceCorrectionsPanel({ userId, currentUserId }: { userId: string; currentUserId: string }) {
  const { t } = useTranslation('admin-users');
  const canChange = useCanChange();
  const corrections = useBalanceCorrections(userId);
  const [rejecting, setRejecting] = useState<BalanceCorrectionFieldsFragment | null>(null);

  return (
    <Card variant="outlined">
      <CardHeader title={t('corrections.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        {canChange && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('corrections.intro')}
            </Typography>
            <RequestForm onRequest={corrections.request} busy={corrections.busy} />
          </>
        )}
        {corrections.error && !corrections.corrections.length ? (
          <QueryError onRetry={() => void corrections.refetch().catch(() => undefined)} />
        ) : corrections.corrections.length === 0 ? (
          <Typography color="text.secondary">{corrections.loading ? t('corrections.loading') : t('corrections.none')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('corrections.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('corrections.requestedAt')}</TableCell>
                  <TableCell>{t('corrections.account')}</TableCell>
                  <TableCell align="right">{t('corrections.amount')}</TableCell>
                  <TableCell>{t('corrections.reason')}</TableCell>
                  <TableCell>{t('corrections.status')}</TableCell>
                  {canChange && (
                    <TableCell align="right" sx={ACTIONS_CELL_SX}>
                      {t('corrections.actions')}
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {corrections.corrections.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>
                      {formatDateTime(c.requestedAt)}
                      <Typography variant="body2" color="text.secondary">
                        {t('corrections.by', { who: isolateLtr(c.requestedByEmail ?? c.requestedBy) })}
                      </Typography>
                    </TableCell>
                    <TableCell>{t(`corrections.accounts.${c.account}`)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatSignedUsd(c.amount)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{c.reason}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLOR[c.status]} label={t(`corrections.statuses.${c.status}`)} />
                      {c.status !== 'PENDING' && (
                        <Typography variant="body2" color="text.secondary">
                          {c.rejectionReason
                            ? t('corrections.decidedWithReason', {
                                who: c.decidedByEmail ?? c.decidedBy,
                                date: formatDateTime(c.decidedAt),
                                reason: c.rejectionReason,
                              })
                            : t('corrections.decided', { who: c.decidedByEmail ?? c.decidedBy, date: formatDateTime(c.decidedAt) })}
                        </Typography>
                      )}
                    </TableCell>
                    {canChange && (
                      <TableCell align="right" sx={ACTIONS_CELL_SX}>
                        {c.status === 'PENDING' && (
                          <Decision
                            correction={c}
                            currentUserId={currentUserId}
                            busy={corrections.busy}
                            onApprove={() => void corrections.approve(c.id)}
                            onReject={() => setRejecting(c)}
                          />
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
        title={rejecting?.requestedBy === currentUserId ? t('corrections.withdrawTitle') : t('corrections.rejectTitle')}
        description={t('corrections.rejectText')}
        hint={t('dialogs.auditHint')}
        confirmLabel={rejecting?.requestedBy === currentUserId ? t('corrections.withdraw') : t('corrections.reject')}
        busy={corrections.busy}
        onConfirm={(reason) => void (rejecting && corrections.reject(rejecting.id, reason).then((ok) => ok && setRejecting(null)))}
        onClose={() => setRejecting(null)}
      />
    </Card>
  );
}
