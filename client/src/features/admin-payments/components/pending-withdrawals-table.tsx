import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { AdminQueueTable, type QueueColumn } from '../../../components/admin-queue-table';
import { useAdminPendingWithdrawalsQuery, type AdminTransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { isolateLtr } from '../../../lib/locale';
import { formatUsd } from '../../../lib/money';
import { PENDING_QUEUE_OPTIONS, usePendingQueue } from '../hooks/use-pending-queue';
import { useWithdrawalReview } from '../hooks/use-payment-review';
import { LongId, UserCell } from './payment-cells';
import { PayoutDialog } from './payout-dialog';

type Row = AdminTransactionFieldsFragment;

const columns = (t: TFunction<'admin'>): QueueColumn<Row>[] => [
  { header: t('payments.user'), cell: (row) => <UserCell user={row.user} /> },
  {
    header: t('payments.amount'),
    align: 'right',
    sx: { fontWeight: 700, whiteSpace: 'nowrap' },
    cell: (row) => (
      <>
        {formatUsd(row.amount)}
        {row.approvalsRequired > 1 && (
          <Typography variant="caption" color="warning.main" component="div" sx={{ fontWeight: 600 }}>
            {t('payments.approvalsOf', { approvals: row.approvals, required: row.approvalsRequired })}
          </Typography>
        )}
      </>
    ),
  },
  {
    header: t('payments.coinNetwork'),
    cell: (row) => (
      <>
        <Typography variant="body2">{row.walletName ?? '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.network ?? t('payments.noNetwork')}
        </Typography>
      </>
    ),
  },
  { header: t('payments.address'), cell: (row) => <LongId value={row.walletAddress} max={24} /> },
  { header: t('payments.date'), sx: { minWidth: 96 }, cell: (row) => formatDateTime(row.date) },
];

/** Whether this approval is the first of two (the withdrawal stays pending after it, and nothing is sent yet). */
const firstOfTwo = (row: Row) => row.approvals + 1 < row.approvalsRequired;

const payoutText = (row: Row, t: TFunction<'admin'>) => {
  const values = {
    amount: formatUsd(row.amount),
    address: isolateLtr(row.walletAddress ?? ''),
    wallet: row.walletName ?? t('payments.crypto'),
    network: row.network,
  };
  if (firstOfTwo(row)) return t('payments.firstOfTwoText', values);
  return row.network ? t('payments.payoutTextNetwork', values) : t('payments.payoutText', values);
};

/** Why `adminId` may not approve: their own request, or they gave its first approval (the server refuses both too). */
function approveBlocked(row: Row, adminId: string | undefined, t: TFunction<'admin'>): string | null {
  if (!adminId) return null;
  if (row.user.id === adminId) return t('payments.ownWithdrawal');
  if (row.firstApproverId === adminId) return t('payments.gaveFirstApproval');
  return null;
}

/** The pending withdrawals; `adminId` is the signed-in admin's id (their own requests and second approvals are not theirs to give). */
export function PendingWithdrawalsTable({ adminId }: { adminId?: string }) {
  const queue = usePendingQueue(useAdminPendingWithdrawalsQuery(PENDING_QUEUE_OPTIONS), 'adminWithdrawals');
  const review = useWithdrawalReview();
  const { t } = useTranslation('admin');

  return (
    <AdminQueueTable
      title={t('payments.pendingWithdrawals')}
      emptyText={t('payments.noPendingWithdrawals')}
      columns={columns(t)}
      refreshButton
      {...queue}
      decisions={{
        busy: review.busy,
        approveBlocked: (row) => approveBlocked(row, adminId, t),
        approve: {
          dialog: ({ row, open, busy, decide, onClose }) => (
            <PayoutDialog
              open={open}
              firstOfTwo={row ? firstOfTwo(row) : false}
              description={row ? payoutText(row, t) : ''}
              busy={busy}
              onConfirm={(hash) => {
                if (row) decide(() => review.approve(row.id, hash));
              }}
              onClose={onClose}
            />
          ),
        },
        reject: {
          title: t('payments.rejectWithdrawal'),
          description: (row) => t('payments.rejectWithdrawalMessage', { amount: formatUsd(row.amount), name: row.user.fullname }),
          run: (row, reason) => review.reject(row.id, reason),
        },
      }}
    />
  );
}
