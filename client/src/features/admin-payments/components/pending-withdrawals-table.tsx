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
  { header: 'Amount', align: 'right', sx: { fontWeight: 700, whiteSpace: 'nowrap' }, cell: (row) => formatUsd(row.amount) },
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

const payoutText = (row: Row) =>
  `Send ${formatUsd(row.amount)} in ${row.walletName ?? 'crypto'}${row.network ? ` (${row.network})` : ''} to ${row.walletAddress ?? ''}, then approve.`;

export function PendingWithdrawalsTable() {
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
        approve: {
          dialog: ({ row, open, busy, decide, onClose }) => (
            <PayoutDialog
              open={open}
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
