import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AdminQueueTable, type QueueColumn } from '../../../components/admin-queue-table';
import { MiddleTruncated } from '../../../components/middle-truncated';
import { PaymentStateChip } from '../../../components/payment-state-chip';
import { useAdminPendingDepositsQuery, type AdminTransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatCoin, formatUsd } from '../../../lib/money';
import { networkTitle } from '../../../lib/networks';
import { PENDING_QUEUE_OPTIONS, usePendingQueue } from '../hooks/use-pending-queue';
import { useDepositReview, useLatePaymentReview } from '../hooks/use-payment-review';
import { LatePaymentActions } from './late-payment-actions';
import { LongId, UserCell } from './payment-cells';

type Row = AdminTransactionFieldsFragment;
type Payment = NonNullable<Row['payment']>;

/** Addresses and hashes cut to 6…4 characters: the queue fits a 1280 px screen beside the menu. */
const CUT = { head: 6, tail: 4 } as const;

/** Where a quoted deposit was paid, and each transfer that reached that address with its confirmations. */
function ChainPaymentCell({ payment }: { payment: Payment }) {
  const { t } = useTranslation('admin');
  const transfers = payment.transfers.filter((transfer) => !transfer.removed);
  return (
    <Box sx={{ minWidth: 130 }}>
      <PaymentStateChip state={payment.state} confirmations={payment.confirmations} requiredConfirmations={payment.requiredConfirmations} />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
        {t('payments.payTo')} ({networkTitle(payment.network)})
      </Typography>
      <MiddleTruncated {...CUT} value={payment.address} copyLabel={t('payments.copyAddress')} copiedMessage={t('payments.addressCopied')} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, m: 0, mt: 0.5, typography: 'body2' }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('payments.quoted')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {formatCoin(payment.payAmount, payment.payAsset)}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('payments.arrived')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="arrived">
          {formatCoin(payment.receivedAmount, payment.payAsset)}
        </Box>
      </Box>
      {transfers.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t('payments.noTransfer')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }} aria-label={t('payments.chainPayment')}>
          {transfers.map((transfer) => (
            <li key={transfer.txHash}>
              <MiddleTruncated {...CUT} value={transfer.txHash} copyLabel={t('payments.copyHash')} copiedMessage={t('payments.hashCopied')} />
              <Typography variant="caption" color="text.secondary" component="div">
                {formatCoin(transfer.amount, payment.payAsset)} ·{' '}
                {t('payments.confirmationsOf', { confirmations: transfer.confirmations, required: payment.requiredConfirmations })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

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
        {/* A manual deposit too names the address it was paid to (a watched one shows it in its chain cell). */}
        {!row.payment && row.walletAddress && (
          <Box>
            <MiddleTruncated {...CUT} value={row.walletAddress} copyLabel={t('payments.copyAddress')} copiedMessage={t('payments.addressCopied')} />
          </Box>
        )}
      </>
    ),
  },
  // The payment proof sits under the txn id it proves (a column of its own did not leave the queue room at 1280 px).
  {
    header: t('payments.txnId'),
    cell: (row) => (
      <>
        <LongId value={row.txnId} max={10} />
        {row.screenshotUrl && (
          <Link
            href={row.screenshotUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('payments.proofOf', { username: row.user.username })}
            sx={{ display: 'block', mt: 0.5, width: 'fit-content' }}
          >
            <Box
              component="img"
              src={row.screenshotUrl}
              alt=""
              loading="lazy"
              sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
            />
          </Link>
        )}
      </>
    ),
  },
  { header: t('payments.chainPayment'), cell: (row) => (row.payment ? <ChainPaymentCell payment={row.payment} /> : '—') },
  // The date may take two lines (date, then time): the queue fits a 1280 px screen beside the menu.
  { header: t('payments.date'), sx: { minWidth: 96 }, cell: (row) => formatDateTime(row.date) },
];

/** The pending deposits; `adminId` is the signed-in admin's id (their own deposits are another admin's to approve). */
export function PendingDepositsTable({ adminId }: { adminId?: string }) {
  const queue = usePendingQueue(useAdminPendingDepositsQuery(PENDING_QUEUE_OPTIONS), 'adminDeposits');
  const review = useDepositReview();
  const late = useLatePaymentReview();
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
        // The chain credits a watched deposit: approve and reject are for manual deposits only.
        pending: (row) => !row.payment?.watched,
        otherActions: (row) =>
          row.payment?.state === 'PAID_LATE' ? (
            <LatePaymentActions
              received={formatCoin(row.payment.receivedAmount, row.payment.payAsset)}
              asset={row.payment.payAsset}
              name={row.user.fullname}
              busy={late.busy}
              onCredit={() => late.credit(row.id)}
              onRefund={(hash, reason) => late.refund(row.id, hash, reason)}
              onStale={() => void queue.onReload()}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('payments.watchedNote')}
            </Typography>
          ),
        approveBlocked: (row) => (adminId && row.user.id === adminId ? t('payments.ownDeposit') : null),
        approve: {
          title: t('payments.approveDeposit'),
          // A quoted deposit says what to look for where: the coin amount at its own address.
          message: (row) =>
            row.payment
              ? t('payments.approveDepositQuoted', {
                  amount: formatUsd(row.amount),
                  name: row.user.fullname,
                  email: row.user.email,
                  coin: formatCoin(row.payment.payAmount, row.payment.payAsset),
                  address: row.payment.address,
                  network: networkTitle(row.payment.network),
                })
              : t('payments.approveDepositMessage', { amount: formatUsd(row.amount), name: row.user.fullname, email: row.user.email }),
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
