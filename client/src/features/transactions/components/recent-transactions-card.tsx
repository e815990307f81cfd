import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { useTransactionsQuery, type TransactionFieldsFragment } from '../../../gql/generated';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { TransactionRow } from './transaction-row';
import { QueryError } from '../../../components/query-error';

export const RECENT_TRANSACTIONS = 4;

/** The newest transactions, shown like the history rows; the live hook refetches this query. */
export function RecentTransactionsCard() {
  const { data, error, loading, refetch } = useTransactionsQuery({
    variables: { filter: 'ALL', first: RECENT_TRANSACTIONS },
    fetchPolicy: 'cache-and-network',
  });
  const { t } = useTranslation('history');
  const [selected, setSelected] = useState<TransactionFieldsFragment | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const transactions = data?.transactions.edges.map((edge) => edge.node).slice(0, RECENT_TRANSACTIONS) ?? [];

  let body;
  if (!data && loading) {
    body = (
      <Stack spacing={1} aria-label={t('list.loading')} role="progressbar">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (!data && error) {
    body = <QueryError onRetry={refetch} />;
  } else if (transactions.length === 0) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {t('recent.empty')}
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" aria-label={t('recent.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {transactions.map((transaction) => (
          <TransactionRow
            key={transaction.id}
            transaction={transaction}
            onShowDetails={(row) => {
              setSelected(row);
              setDetailsOpen(true);
            }}
          />
        ))}
      </Box>
    );
  }

  return (
    <Card component="section" aria-label={t('recent.title')} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('recent.title')}
          </Typography>
          <Button component={RouterLink} to={paths.user.transaction.href()} size="small">
            {t('recent.seeHistory')}
          </Button>
        </Stack>
        {body}
      </CardContent>
      <TransactionDetailsDialog open={detailsOpen} transaction={selected} onClose={() => setDetailsOpen(false)} />
    </Card>
  );
}
