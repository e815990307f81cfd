import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { paths } from '../../../app/paths';
import { middleTruncate } from '../../../components/middle-truncated';
import { Ltr } from '../../../components/ltr';
import { PaymentStateChip } from '../../../components/payment-state-chip';
import type { TransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { transactionTitle } from '../utils/transaction-title';
import { transactionAmountDisplay } from '../utils/transaction-tone';
import { TransactionKindIcon } from './transaction-kind-icon';
import { TransactionStatusChip } from './transaction-status-chip';

/** A quoted deposit in these states still takes (or waits for) its payment: its address and quote can be opened again. */
export const PAYABLE_PAYMENT_STATES = new Set(['AWAITING_PAYMENT', 'UNDERPAID', 'CONFIRMING']);

interface TransactionRowProps {
  transaction: TransactionFieldsFragment;
  onShowDetails: (transaction: TransactionFieldsFragment) => void;
}

export function TransactionRow({ transaction, onShowDetails }: TransactionRowProps) {
  const { t } = useTranslation('history');
  const { payment } = transaction;
  const amount = transactionAmountDisplay(transaction.title, transaction.amount, transaction.status, payment?.state);
  const title = transactionTitle(transaction.title);
  const reopen = payment && transaction.referenceId && PAYABLE_PAYMENT_STATES.has(payment.state) ? transaction.referenceId : null;
  return (
    <Box
      component="li"
      aria-label={title}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr auto', sm: 'auto 1fr auto auto auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        px: { xs: 1, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <TransactionKindIcon kind={transaction.kind} title={transaction.title} status={transaction.status} paymentState={payment?.state} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={transaction.date}>{formatDateTime(transaction.date)}</time>
        </Typography>
        {transaction.kind === 'WITHDRAWAL' && transaction.walletAddress && (
          <Typography variant="body2" color="text.secondary" data-testid="withdrawal-destination" sx={{ display: 'flex', gap: 0.75, minWidth: 0 }}>
            {transaction.network && <span>{transaction.network}</span>}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              <Ltr title={transaction.walletAddress}>{middleTruncate(transaction.walletAddress)}</Ltr>
            </Box>
          </Typography>
        )}
        {reopen && (
          <Link component={RouterLink} to={paths.user.depositConfirm.href(reopen)} variant="body2">
            {t('details.openDeposit')}
          </Link>
        )}
      </Box>
      {/* Under the title on phones; on wider screens its two cells join the row's grid. */}
      <Box
        sx={{
          display: { xs: 'flex', sm: 'contents' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          gridColumn: { xs: '2 / 4' },
          gridRow: { xs: 2 },
        }}
      >
        {payment?.watched ? (
          <PaymentStateChip state={payment.state} confirmations={payment.confirmations} requiredConfirmations={payment.requiredConfirmations} />
        ) : (
          <TransactionStatusChip status={transaction.status} />
        )}
        <Typography data-testid="transaction-amount" sx={{ fontWeight: 700, color: amount.color, whiteSpace: 'nowrap', textAlign: 'right' }}>
          {amount.text}
        </Typography>
      </Box>
      <Tooltip title={t('row.details')}>
        <IconButton
          aria-label={t('row.detailsOf', { title })}
          onClick={() => onShowDetails(transaction)}
          sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 3, sm: 'auto' } }}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
