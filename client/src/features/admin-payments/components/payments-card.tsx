import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

interface PaymentsCardProps {
  title: string;
  total: number;
  /** Nothing loaded yet. */
  loading: boolean;
  /** Loaded data is being refreshed. */
  refreshing: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onRefresh: () => void;
  onLoadMore: () => void;
  children: ReactNode;
}

/** The frame of an admin queue: title and count, refresh, states, the table and 'Load more'. */
export function PaymentsCard(props: PaymentsCardProps) {
  const { title, total, loading, refreshing, failed, empty, emptyText, hasMore, loadingMore, onRefresh, onLoadMore, children } = props;
  let body: ReactNode;
  if (loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${title.toLowerCase()}`} />
      </Box>
    );
  } else if (failed) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRefresh}>
            Retry
          </Button>
        }
      >
        Something went wrong
      </Alert>
    );
  } else if (empty) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {emptyText}
      </Typography>
    );
  } else {
    body = children;
  }

  return (
    <Card component="section" aria-label={title} sx={{ position: 'relative' }}>
      {refreshing && <LinearProgress aria-label={`Updating ${title.toLowerCase()}`} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <CardHeader
        title={`${title} (${total})`}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Tooltip title="Refresh">
            <IconButton aria-label={`Refresh ${title.toLowerCase()}`} onClick={onRefresh}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        }
      />
      {body}
      {hasMore && !empty && !failed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <Button variant="outlined" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </Box>
      )}
    </Card>
  );
}
