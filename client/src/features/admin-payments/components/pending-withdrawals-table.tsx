import { NetworkStatus } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useAdminPendingWithdrawalsQuery, type AdminTransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { useWithdrawalReview, type ReviewOutcome } from '../hooks/use-payment-review';
import { appendNodes, pendingRows } from '../utils/pending-list';
import { LongId, UserCell } from './payment-cells';
import { PaymentsCard } from './payments-card';
import { PayoutDialog } from './payout-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ADMIN_PAGE_SIZE } from './pending-deposits-table';

type Row = AdminTransactionFieldsFragment;

export function PendingWithdrawalsTable() {
  const { data, error, networkStatus, refetch, fetchMore } = useAdminPendingWithdrawalsQuery({
    variables: { first: ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const review = useWithdrawalReview();
  const { enqueueSnackbar } = useSnackbar();
  const approving = useDialogTarget<Row>();
  const rejecting = useDialogTarget<Row>();
  const connection = data?.adminWithdrawals;
  const { rows, total } = pendingRows(connection);

  const reload = () => void refetch().catch(() => undefined);
  const settle = (outcome: ReviewOutcome, close: () => void) => {
    if (outcome === 'failed') return;
    close();
    // Someone else decided it meanwhile: show the queue as it is now.
    if (outcome === 'stale') reload();
  };
  const loadMore = () => {
    if (!connection?.pageInfo.endCursor) return;
    fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        adminWithdrawals: appendNodes(previous.adminWithdrawals, fetchMoreResult.adminWithdrawals),
      }),
    }).catch(() => enqueueSnackbar('Something went wrong', { variant: 'error' }));
  };

  return (
    <>
      <PaymentsCard
        title="Pending withdrawals"
        total={total}
        loading={!connection && !error}
        refreshing={connection !== undefined && networkStatus === NetworkStatus.refetch}
        failed={!connection && error !== undefined}
        empty={rows.length === 0}
        emptyText="No pending withdrawals"
        hasMore={connection?.pageInfo.hasNextPage ?? false}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        onRefresh={reload}
        onLoadMore={loadMore}
      >
        <TableContainer>
          <Table size="small" aria-label="Pending withdrawals">
            <TableHead>
              <TableRow>
                <TableCell>User</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Coin / Network</TableCell>
                <TableCell>Address</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <UserCell user={row.user} />
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatUsd(row.amount)}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{row.walletName ?? '—'}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {row.network ?? 'No network given'}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <LongId value={row.walletAddress} max={24} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.date)}</TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                      <Button size="small" variant="contained" color="success" onClick={() => approving.show(row)}>
                        Approve
                      </Button>
                      <Button size="small" variant="outlined" color="error" onClick={() => rejecting.show(row)}>
                        Reject
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </PaymentsCard>
      <PayoutDialog
        open={approving.open}
        description={
          approving.target
            ? `Send ${formatUsd(approving.target.amount)} in ${approving.target.walletName ?? 'crypto'}${approving.target.network ? ` (${approving.target.network})` : ''} to ${approving.target.walletAddress ?? ''}, then approve.`
            : ''
        }
        busy={review.busy}
        onConfirm={(hash) => {
          if (approving.target) void review.approve(approving.target.id, hash).then((outcome) => settle(outcome, approving.close));
        }}
        onClose={approving.close}
      />
      <ReasonDialog
        open={rejecting.open}
        title="Reject withdrawal"
        description={
          rejecting.target
            ? `Reject the withdrawal of ${formatUsd(rejecting.target.amount)} by ${rejecting.target.user.fullname}? The amount goes back to their withdrawable balance.`
            : ''
        }
        busy={review.busy}
        onConfirm={(reason) => {
          if (rejecting.target) void review.reject(rejecting.target.id, reason).then((outcome) => settle(outcome, rejecting.close));
        }}
        onClose={rejecting.close}
      />
    </>
  );
}
