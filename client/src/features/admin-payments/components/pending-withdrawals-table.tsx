import Typography from '@mui/material/Typography';
import { AdminQueueTable, type QueueColumn } from '../../../components/admin-queue-table';
import { useAdminPendingWithdrawalsQuery, type AdminTransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { PENDING_QUEUE_OPTIONS, usePendingQueue } from '../hooks/use-pending-queue';
import { useWithdrawalReview } from '../hooks/use-payment-review';
import { LongId, UserCell } from './payment-cells';
import { PayoutDialog } from './payout-dialog';

type Row = AdminTransactionFieldsFragment;

const COLUMNS: QueueColumn<Row>[] = [
  { header: 'User', cell: (row) => <UserCell user={row.user} /> },
  {
    header: 'Amount',
    align: 'right',
    sx: { fontWeight: 700, whiteSpace: 'nowrap' },
    cell: (row) => (
      <>
        {formatUsd(row.amount)}
        {row.approvalsRequired > 1 && (
          <Typography variant="caption" color="warning.main" component="div" sx={{ fontWeight: 600 }}>
            {row.approvals} of {row.approvalsRequired} approvals
          </Typography>
        )}
      </>
    ),
  },
  {
    header: 'Coin / Network',
    cell: (row) => (
      <>
        <Typography variant="body2">{row.walletName ?? '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.network ?? 'No network given'}
        </Typography>
      </>
    ),
  },
  { header: 'Address', cell: (row) => <LongId value={row.walletAddress} max={24} /> },
  { header: 'Date', sx: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.date) },
];

/** Whether this approval is the first of two (the withdrawal stays pending after it, and nothing is sent yet). */
const firstOfTwo = (row: Row) => row.approvals + 1 < row.approvalsRequired;

const payoutText = (row: Row) =>
  firstOfTwo(row)
    ? `First of two approvals for ${formatUsd(row.amount)} to ${row.walletAddress ?? ''}: send nothing yet. A second admin approves it and sends the payout.`
    : `Send ${formatUsd(row.amount)} in ${row.walletName ?? 'crypto'}${row.network ? ` (${row.network})` : ''} to ${row.walletAddress ?? ''}, then approve.`;

/** Why `adminId` may not approve: their own request, or they gave its first approval (the server refuses both too). */
function approveBlocked(row: Row, adminId: string | undefined): string | null {
  if (!adminId) return null;
  if (row.user.id === adminId) return 'You requested this withdrawal: another admin must approve it';
  if (row.firstApproverId === adminId) return 'You gave the first approval: a second admin must approve it';
  return null;
}

/** The pending withdrawals; `adminId` is the signed-in admin's id (their own requests and second approvals are not theirs to give). */
export function PendingWithdrawalsTable({ adminId }: { adminId?: string }) {
  const queue = usePendingQueue(useAdminPendingWithdrawalsQuery(PENDING_QUEUE_OPTIONS), 'adminWithdrawals');
  const review = useWithdrawalReview();

  return (
    <AdminQueueTable
      title="Pending withdrawals"
      emptyText="No pending withdrawals"
      columns={COLUMNS}
      refreshButton
      {...queue}
      decisions={{
        busy: review.busy,
        approveBlocked: (row) => approveBlocked(row, adminId),
        approve: {
          dialog: ({ row, open, busy, decide, onClose }) => (
            <PayoutDialog
              open={open}
              firstOfTwo={row ? firstOfTwo(row) : false}
              description={row ? payoutText(row) : ''}
              busy={busy}
              onConfirm={(hash) => {
                if (row) decide(() => review.approve(row.id, hash));
              }}
              onClose={onClose}
            />
          ),
        },
        reject: {
          title: 'Reject withdrawal',
          description: (row) =>
            `Reject the withdrawal of ${formatUsd(row.amount)} by ${row.user.fullname}? The amount goes back to their withdrawable balance.`,
          run: (row, reason) => review.reject(row.id, reason),
        },
      }}
    />
  );
}
