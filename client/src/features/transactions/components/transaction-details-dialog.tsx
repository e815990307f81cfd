import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { MiddleTruncated } from '../../../components/middle-truncated';
import { CopyButton } from '../../../components/copy-button';
import { Ltr } from '../../../components/ltr';
import { PaymentStateChip } from '../../../components/payment-state-chip';
import type { TransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatCoin } from '../../../lib/money';
import { TEXT_LIMITS, truncate } from '../../../lib/text';
import { transactionTitle } from '../utils/transaction-title';
import { transactionAmountDisplay } from '../utils/transaction-tone';
import { TransactionStatusChip } from './transaction-status-chip';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere', display: 'flex', alignItems: 'center' }}>
        {children}
      </Typography>
    </>
  );
}

interface TransactionDetailsDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its content does not vanish mid-transition. */
  transaction: TransactionFieldsFragment | null;
  onClose: () => void;
}

export function TransactionDetailsDialog({ open, transaction, onClose }: TransactionDetailsDialogProps) {
  const { t } = useTranslation('history');
  const payment = transaction?.payment;
  const amount = transaction ? transactionAmountDisplay(transaction.title, transaction.amount, transaction.status, payment?.state) : null;
  return (
    <Dialog open={open && transaction !== null} onClose={onClose} aria-labelledby="transaction-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="transaction-details-title">{t('details.title')}</DialogTitle>
      {transaction && (
        <DialogContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 1.5, m: 0 }}>
            <Detail label={t('details.id')}>{transaction.id}</Detail>
            <Detail label={t('details.transactionTitle')}>{transactionTitle(transaction.title)}</Detail>
            <Detail label={t('details.amount')}>
              <Box component="span" data-testid="transaction-details-amount" sx={{ color: amount?.color }}>
                {amount?.text}
              </Box>
            </Detail>
            {payment && (
              <Detail label={t('details.payAmount')}>
                <Ltr>{formatCoin(payment.payAmount, payment.payAsset)}</Ltr>
              </Detail>
            )}
            <Detail label={t('details.status')}>
              <TransactionStatusChip status={transaction.status} />
            </Detail>
            {payment?.watched && (
              <Detail label={t('details.paymentState')}>
                <PaymentStateChip state={payment.state} confirmations={payment.confirmations} requiredConfirmations={payment.requiredConfirmations} />
              </Detail>
            )}
            {transaction.status === 'REJECTED' && transaction.reason && <Detail label={t('details.reason')}>{transaction.reason}</Detail>}
            <Detail label={t('details.cryptocurrency')}>{transaction.walletName || '—'}</Detail>
            {transaction.network && <Detail label={t('details.network')}>{transaction.network}</Detail>}
            {transaction.kind === 'WITHDRAWAL' && transaction.walletAddress && (
              <Detail label={t('details.destinationAddress')}>
                <MiddleTruncated value={transaction.walletAddress} copyLabel={t('details.copyAddress')} copiedMessage={t('details.copied')} />
              </Detail>
            )}
            <Detail label={t('details.referenceId')}>
              {transaction.referenceId ? (
                <>
                  <Ltr title={transaction.referenceId}>{truncate(transaction.referenceId, TEXT_LIMITS.referenceId)}</Ltr>
                  <CopyButton value={transaction.referenceId} label={t('details.copyReference')} successMessage={t('details.referenceCopied')} />
                </>
              ) : (
                '—'
              )}
            </Detail>
            {transaction.txnId && (
              <Detail label={t('details.txnId')}>
                <Ltr>{transaction.txnId}</Ltr>
              </Detail>
            )}
            {transaction.payoutTxHash && (
              <Detail label={t('details.payoutTxHash')}>
                <MiddleTruncated value={transaction.payoutTxHash} copyLabel={t('details.copyPayoutHash')} copiedMessage={t('details.copied')} />
              </Detail>
            )}
            <Detail label={t('details.date')}>{formatDateTime(transaction.date)}</Detail>
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        {payment && transaction?.referenceId && (
          <Button component={RouterLink} to={paths.user.depositConfirm.href(transaction.referenceId)}>
            {t('details.openDeposit')}
          </Button>
        )}
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
