import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useSnackbar } from 'notistack';
import type { TransactionFieldsFragment, TransactionFilter } from '../../../gql/generated';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useTransactionHistory } from '../hooks/use-transaction-history';
import { TransactionDetailsDialog } from './transaction-details-dialog';
import { TransactionRow } from './transaction-row';
import { QueryError } from '../../../components/query-error';

/** The server searches once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export function TransactionList({ filter }: { filter: TransactionFilter }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const history = useTransactionHistory(filter, debouncedSearch);
  const [selected, setSelected] = useState<TransactionFieldsFragment | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('history');

  const showDetails = (transaction: TransactionFieldsFragment) => {
    setSelected(transaction);
    setDetailsOpen(true);
  };

  const loadMore = () => void history.loadMore().catch(() => enqueueSnackbar(t('list.loadMoreFailed'), { variant: 'error' }));

  let body;
  if (history.loading && !history.hasData) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} aria-label={t('list.loading')} role="progressbar">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (history.failed) {
    body = <QueryError onRetry={() => history.retry()} sx={{ m: 2 }} />;
  } else if (history.transactions.length === 0) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 6 }}>
        {t('list.empty')}
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {history.transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} onShowDetails={showDetails} />
        ))}
      </Box>
    );
  }

  return (
    <>
      <TextField
        type="search"
        label={t('list.search')}
        helperText={t('list.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2, maxWidth: { md: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Card sx={{ position: 'relative' }}>
        {history.hasData && (history.loading || history.refreshing) && (
          <LinearProgress aria-label={t('list.updating')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
        )}
        {body}
      </Card>
      {history.hasMore && history.transactions.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={loadMore} loading={history.loadingMore}>
            {t('list.loadMore')}
          </Button>
        </Box>
      )}
      <TransactionDetailsDialog open={detailsOpen} transaction={selected} onClose={() => setDetailsOpen(false)} />
    </>
  );
}
