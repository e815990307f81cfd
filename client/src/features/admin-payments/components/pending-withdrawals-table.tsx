import Typography from '@mui/material/Typography';
import { AdminQueueTable, type QueueColumn } from '../../../components/admin-queue-table';
import { useAdminPendingWithdrawalsQuery, type AdminTransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { ADMIN_PAGE_SIZE, usePendingQueue } from '../hooks/use-pending-queue';
import { useWithdrawalReview } from '../hooks/use-payment-review';
import { appendNodes } from '../utils/pending-list';
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
  const { data, error, networkStatus, refetch, fetchMore } = useAdminPendingWithdrawalsQuery({
    variables: { first: ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const review = useWithdrawalReview();
  const queue = usePendingQueue({
    connection: data?.adminWithdrawals,
    error,
    networkStatus,
    refetch,
    fetchPage: (after) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          adminWithdrawals: appendNodes(previous.adminWithdrawals, fetchMoreResult.adminWithdrawals),
        }),
      }),
  });

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
