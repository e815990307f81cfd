import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

const columns = (t: TFunction<'admin'>): QueueColumn<Row>[] => [
  { header: t('payments.user'), cell: (row) => <UserCell user={row.user} /> },
  { header: t('payments.amount'), align: 'right', sx: { fontWeight: 700, whiteSpace: 'nowrap' }, cell: (row) => formatUsd(row.amount) },
  {
    header: t('payments.wallet'),
    cell: (row) => (
      <>
        <Typography variant="body2">{row.walletName ?? '—'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.network}
        </Typography>
      </>
    ),
  },
  { header: t('payments.txnId'), cell: (row) => <LongId value={row.txnId} /> },
  { header: t('payments.date'), sx: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.date) },
  {
    header: t('payments.proof'),
    cell: (row) =>
      row.screenshotUrl ? (
        <Link href={row.screenshotUrl} target="_blank" rel="noopener noreferrer" aria-label={t('payments.proofOf', { username: row.user.username })}>
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
  const { t } = useTranslation('admin');

  return (
    <AdminQueueTable
      title={t('payments.pendingDeposits')}
      emptyText={t('payments.noPendingDeposits')}
      columns={columns(t)}
      refreshButton
      {...queue}
      decisions={{
        busy: review.busy,
        approveBlocked: (row) => (adminId && row.user.id === adminId ? t('payments.ownDeposit') : null),
        approve: {
          title: t('payments.approveDeposit'),
          message: (row) => t('payments.approveDepositMessage', { amount: formatUsd(row.amount), name: row.user.fullname, email: row.user.email }),
          run: (row) => review.approve(row.id),
        },
        reject: {
          title: t('payments.rejectDeposit'),
          description: (row) => t('payments.rejectDepositMessage', { amount: formatUsd(row.amount), name: row.user.fullname }),
          run: (row, reason) => review.reject(row.id, reason),
        },
      }}
    />
  );
}
