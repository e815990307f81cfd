import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { TransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { transactionTitle } from '../utils/transaction-title';
import { transactionAmountDisplay } from '../utils/transaction-tone';
import { TransactionKindIcon } from './transaction-kind-icon';
import { TransactionStatusChip } from './transaction-status-chip';

interface TransactionRowProps {
  transaction: TransactionFieldsFragment;
  onShowDetails: (transaction: TransactionFieldsFragment) => void;
}

export function TransactionRow({ transaction, onShowDetails }: TransactionRowProps) {
  const { t } = useTranslation('history');
  const amount = transactionAmountDisplay(transaction.title, transaction.amount, transaction.status);
  const title = transactionTitle(transaction.title);
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
      <TransactionKindIcon kind={transaction.kind} title={transaction.title} status={transaction.status} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={transaction.date}>{formatDateTime(transaction.date)}</time>
        </Typography>
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
        <TransactionStatusChip status={transaction.status} />
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
