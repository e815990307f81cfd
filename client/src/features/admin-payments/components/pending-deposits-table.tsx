import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AdminQueueTable, type QueueColumn } from '../../../components/admin-queue-table';
import { useAdminPendingDepositsQuery, type AdminTransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { PENDING_QUEUE_OPTIONS, usePendingQueue } from '../hooks/use-pending-queue';
import { useDepositReview } from '../hooks/use-payment-review';
import { LongId, UserCell } from './payment-cells';

type Row = AdminTransactionFieldsFragment;

const COLUMNS: QueueColumn<Row>[] = [
  { header: 'User', cell: (row) => <UserCell user={row.user} /> },
  { header: 'Amount', align: 'right', sx: { fontWeight: 700, whiteSpace: 'nowrap' }, cell: (row) => formatUsd(row.amount) },
  {
    header: 'Wallet',
    cell: (row) => (
      <>
        <Typography variant="body2">{row.walletName ?? '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.network}
        </Typography>
      </>
    ),
  },
  { header: 'Txn ID', cell: (row) => <LongId value={row.txnId} /> },
  { header: 'Date', sx: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.date) },
  {
    header: 'Proof',
    cell: (row) =>
      row.screenshotUrl ? (
        <Link href={row.screenshotUrl} target="_blank" rel="noopener noreferrer" aria-label={`Payment proof of ${row.user.username}`}>
          <Box
            component="img"
            src={row.screenshotUrl}
            alt=""
            loading="lazy"
            sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
          />
        </Link>
      ) : (
        '—'
      ),
  },
];

/** The pending deposits; `adminId` is the signed-in admin's id (their own deposits are another admin's to approve). */
export function PendingDepositsTable({ adminId }: { adminId?: string }) {
  const queue = usePendingQueue(useAdminPendingDepositsQuery(PENDING_QUEUE_OPTIONS), 'adminDeposits');
  const review = useDepositReview();

  return (
    <AdminQueueTable
      title="Pending deposits"
      emptyText="No pending deposits"
      columns={COLUMNS}
      refreshButton
      {...queue}
      decisions={{
        busy: review.busy,
        approveBlocked: (row) => (adminId && row.user.id === adminId ? 'You made this deposit: another admin must approve it' : null),
        approve: {
          title: 'Approve deposit',
          message: (row) => `Credit ${formatUsd(row.amount)} to ${row.user.fullname} (${row.user.email})? Check that the payment arrived first.`,
          run: (row) => review.approve(row.id),
        },
        reject: {
          title: 'Reject deposit',
          description: (row) => `Reject the deposit of ${formatUsd(row.amount)} by ${row.user.fullname}?`,
          run: (row, reason) => review.reject(row.id, reason),
        },
      }}
    />
  );
}
