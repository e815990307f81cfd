import { useState, type FormEvent } from 'react';
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
import { formatUsd } from '../../../lib/money';
import { useBalanceCorrections } from '../hooks/use-balance-corrections';
import { correctionAmountProblem } from '../utils/correction-amount';

const ACCOUNT_LABEL: Record<CorrectionAccount, string> = { MAIN: 'Main', PROFIT: 'Profit' };
const ACCOUNTS: CorrectionAccount[] = ['MAIN', 'PROFIT'];
const STATUS_COLOR = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'default' } as const;

function RequestForm({ onRequest, busy }: { onRequest: (account: CorrectionAccount, amount: string, reason: string) => Promise<boolean>; busy: boolean }) {
  const [account, setAccount] = useState<CorrectionAccount>('MAIN');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const amountProblem = correctionAmountProblem(amount);
  const reasonMissing = !reason.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountProblem || reasonMissing) return;
    if (await onRequest(account, amount.trim(), reason.trim())) {
      setAmount('');
      setReason('');
      setTouched(false);
    }
  };

  return (
    <Box component="form" aria-label="Request a balance correction" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
        <TextField select label="Account" value={account} onChange={(event) => setAccount(event.target.value as CorrectionAccount)} size="small">
          {ACCOUNTS.map((value) => (
            <MenuItem key={value} value={value}>
              {ACCOUNT_LABEL[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Amount (USD, signed)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          size="small"
          required
          error={touched && amountProblem !== null}
          helperText={touched && amountProblem ? amountProblem : 'Positive credits the account, negative (e.g. -25.00) debits it.'}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </Box>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        size="small"
        required
        multiline
        minRows={2}
        error={touched && reasonMissing}
        helperText={touched && reasonMissing ? 'A reason is required' : 'Kept in the audit log; a second admin reads it before approving.'}
        slotProps={{ htmlInput: { maxLength: MAX_REASON_LENGTH } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          Request correction
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
  const own = correction.requestedBy === currentUserId;
  const label = `${ACCOUNT_LABEL[correction.account]} ${correction.amount}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Tooltip title={own ? 'A second admin must approve a correction you requested.' : ''}>
        <span>
          <Button size="small" variant="contained" color="success" disabled={busy || own} onClick={onApprove} aria-label={`Approve correction ${label}`}>
            Approve
          </Button>
        </span>
      </Tooltip>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onReject} aria-label={`Reject correction ${label}`}>
        {own ? 'Withdraw' : 'Reject'}
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
  const canChange = useCanChange();
  const corrections = useBalanceCorrections(userId);
  const [rejecting, setRejecting] = useState<BalanceCorrectionFieldsFragment | null>(null);

  return (
    <Card variant="outlined">
      <CardHeader title="Balance corrections" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        {canChange && (
          <>
            <Typography variant="body2" color="text.secondary">
              A correction moves nothing until a second admin approves it; then one ledger entry posts it.
            </Typography>
            <RequestForm onRequest={corrections.request} busy={corrections.busy} />
          </>
        )}
        {corrections.error && !corrections.corrections.length ? (
          <QueryError onRetry={() => void corrections.refetch().catch(() => undefined)} />
        ) : corrections.corrections.length === 0 ? (
          <Typography color="text.secondary">{corrections.loading ? 'Loading corrections…' : 'No corrections.'}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Balance corrections">
              <TableHead>
                <TableRow>
                  <TableCell>Requested</TableCell>
                  <TableCell>Account</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Reason</TableCell>
                  <TableCell>Status</TableCell>
                  {canChange && <TableCell align="right">Actions</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {corrections.corrections.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>
                      {formatDateTime(c.requestedAt)}
                      <Typography variant="body2" color="text.secondary">
                        by {c.requestedByEmail ?? c.requestedBy}
                      </Typography>
                    </TableCell>
                    <TableCell>{ACCOUNT_LABEL[c.account]}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {c.amount.startsWith('-') ? '' : '+'}
                      {formatUsd(c.amount)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{c.reason}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLOR[c.status]} label={c.status.toLowerCase()} />
                      {c.status !== 'PENDING' && (
                        <Typography variant="body2" color="text.secondary">
                          by {c.decidedByEmail ?? c.decidedBy} {formatDateTime(c.decidedAt)}
                          {c.rejectionReason ? `: ${c.rejectionReason}` : ''}
                        </Typography>
                      )}
                    </TableCell>
                    {canChange && (
                      <TableCell align="right">
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
        title={rejecting?.requestedBy === currentUserId ? 'Withdraw your correction?' : 'Reject this correction?'}
        description="Nothing moves; the correction stays in the list as rejected."
        hint="Kept in the audit log."
        confirmLabel={rejecting?.requestedBy === currentUserId ? 'Withdraw' : 'Reject'}
        busy={corrections.busy}
        onConfirm={(reason) => void (rejecting && corrections.reject(rejecting.id, reason).then((ok) => ok && setRejecting(null)))}
        onClose={() => setRejecting(null)}
      />
    </Card>
  );
}
