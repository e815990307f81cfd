import { NetworkStatus } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminPendingDepositsQuery, type AdminTransactionFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { useDepositReview, type ReviewOutcome } from '../hooks/use-payment-review';
import { appendNodes, pendingRows } from '../utils/pending-list';
import { LongId, UserCell } from './payment-cells';
import { PaymentsCard } from './payments-card';
import { ReasonDialog } from '../../../components/reason-dialog';

export const ADMIN_PAGE_SIZE = 20;

type Row = AdminTransactionFieldsFragment;

export function PendingDepositsTable() {
  const { data, error, networkStatus, refetch, fetchMore } = useAdminPendingDepositsQuery({
    variables: { first: ADMIN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const review = useDepositReview();
  const { enqueueSnackbar } = useSnackbar();
  const approving = useDialogTarget<Row>();
  const rejecting = useDialogTarget<Row>();
  const connection = data?.adminDeposits;
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
      updateQuery: (previous, { fetchMoreResult }) => ({ adminDeposits: appendNodes(previous.adminDeposits, fetchMoreResult.adminDeposits) }),
    }).catch(() => enqueueSnackbar('Something went wrong', { variant: 'error' }));
  };

  return (
    <>
      <PaymentsCard
        title="Pending deposits"
        total={total}
        loading={!connection && !error}
        refreshing={connection !== undefined && networkStatus === NetworkStatus.refetch}
        failed={!connection && error !== undefined}
        empty={rows.length === 0}
        emptyText="No pending deposits"
        hasMore={connection?.pageInfo.hasNextPage ?? false}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        onRefresh={reload}
        onLoadMore={loadMore}
      >
        <TableContainer>
          <Table size="small" aria-label="Pending deposits">
            <TableHead>
              <TableRow>
                <TableCell>User</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Wallet</TableCell>
                <TableCell>Txn ID</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Proof</TableCell>
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
                      {row.network}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <LongId value={row.txnId} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.date)}</TableCell>
                  <TableCell>
                    {row.screenshotUrl ? (
                      <Link href={row.screenshotUrl} target="_blank" rel="noopener noreferrer" aria-label={`Payment proof of ${row.user.username}`}>
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
                    )}
                  </TableCell>
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
      <ConfirmDialog
        open={approving.open}
        title="Approve deposit"
        message={
          approving.target
            ? `Credit ${formatUsd(approving.target.amount)} to ${approving.target.user.fullname} (${approving.target.user.email})? Check that the payment arrived first.`
            : ''
        }
        confirmLabel="Approve"
        busy={review.busy}
        onConfirm={() => {
          if (approving.target) void review.approve(approving.target.id).then((outcome) => settle(outcome, approving.close));
        }}
        onClose={approving.close}
      />
      <ReasonDialog
        open={rejecting.open}
        title="Reject deposit"
        description={
          rejecting.target ? `Reject the deposit of ${formatUsd(rejecting.target.amount)} by ${rejecting.target.user.fullname}?` : ''
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
