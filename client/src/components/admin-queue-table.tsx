import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ReviewOutcome } from '../lib/use-review-decision';
import { ConfirmDialog } from './confirm-dialog';
import { QueryError } from './query-error';
import { ReasonDialog } from './reason-dialog';

export interface QueueColumn<Row> {
  header: string;
  align?: 'right';
  sx?: SxProps<Theme>;
  cell: (row: Row) => ReactNode;
}

/** What the approve dialog of a queue gets: the row (kept while the dialog closes) and `decide`. */
export interface ApproveDialogProps<Row> {
  row: Row | null;
  open: boolean;
  busy: boolean;
  /** Runs the decision; the dialog closes unless it failed, and the queue reloads when it was stale. */
  decide: (run: () => Promise<ReviewOutcome>) => void;
  onClose: () => void;
}

export interface QueueDecisions<Row> {
  busy: boolean;
  /** Which rows still wait for a decision (the others show no buttons); all by default. */
  pending?: (row: Row) => boolean;
  /** Names the row in the buttons' accessible names ("Approve jane@example.com"). */
  rowLabel?: (row: Row) => string;
  /** A confirmation with this title and message, or a dialog of the caller's. */
  approve:
    | { title: string; message: (row: Row) => string; run: (row: Row) => Promise<ReviewOutcome> }
    | { dialog: (props: ApproveDialogProps<Row>) => ReactNode };
  /** Asks for the reason (shown to the user) in the shared reason dialog. */
  reject: { title: string; description: (row: Row) => string; hint?: string; run: (row: Row, reason: string) => Promise<ReviewOutcome> };
}

interface AdminQueueTableProps<Row extends { id: string }> {
  /** The card's title, and the accessible name of the card and of the table. */
  title: string;
  /** Shown after the title, "Pending deposits (3)". */
  total?: number;
  /** Above the table, under the title (filters). */
  toolbar?: ReactNode;
  columns: QueueColumn<Row>[];
  rows: readonly Row[];
  /** Nothing loaded yet. */
  loading: boolean;
  /** Loaded data is being refreshed. */
  refreshing?: boolean;
  /** Nothing could be loaded. */
  failed: boolean;
  emptyText: string;
  onReload: () => unknown;
  /** Shows a Refresh button in the header. */
  refreshButton?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  decisions: QueueDecisions<Row>;
}

/**
 * The row a dialog acts on. The row stays set while the dialog closes, so its text does not
 * vanish during the closing transition.
 */
function useDialogTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (row: T) => {
      setTarget(row);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/**
 * An admin review queue: title (and count), states, a table of requests with Approve and Reject
 * on each pending row, 'Load more', and the decision dialogs (Reject asks for a reason).
 */
export function AdminQueueTable<Row extends { id: string }>(props: AdminQueueTableProps<Row>) {
  const { title, total, toolbar, columns, rows, loading, refreshing, failed, emptyText, onReload, refreshButton, hasMore, loadingMore, onLoadMore, decisions } = props;
  const approving = useDialogTarget<Row>();
  const rejecting = useDialogTarget<Row>();
  const name = title.toLowerCase();
  const empty = rows.length === 0;

  const reload = () => {
    const result = onReload();
    if (result instanceof Promise) result.catch(() => undefined);
  };
  const decide = (close: () => void) => (run: () => Promise<ReviewOutcome>) =>
    void run().then((outcome) => {
      if (outcome === 'failed') return;
      close();
      // Someone else decided it meanwhile: show the queue as it is now.
      if (outcome === 'stale') reload();
    });
  const label = (action: string, row: Row) => (decisions.rowLabel ? `${action} ${decisions.rowLabel(row)}` : undefined);

  let body: ReactNode;
  if (loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${name}`} />
      </Box>
    );
  } else if (failed) {
    body = <QueryError onRetry={reload} sx={{ m: 2 }} />;
  } else if (empty) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {emptyText}
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  {(decisions.pending?.(row) ?? true) && (
                    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                      <Button size="small" variant="contained" color="success" onClick={() => approving.show(row)} aria-label={label('Approve', row)}>
                        Approve
                      </Button>
                      <Button size="small" variant="outlined" color="error" onClick={() => rejecting.show(row)} aria-label={label('Reject', row)}>
                        Reject
                      </Button>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  const approve = decisions.approve;
  const approveDialog: ApproveDialogProps<Row> = {
    row: approving.target,
    open: approving.open,
    busy: decisions.busy,
    decide: decide(approving.close),
    onClose: approving.close,
  };
  const reject = decisions.reject;

  return (
    <>
      <Card component="section" aria-label={title} sx={{ position: 'relative' }}>
        {refreshing && <LinearProgress aria-label={`Updating ${name}`} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        <CardHeader
          title={total === undefined ? title : `${title} (${total})`}
          slotProps={{ title: { variant: 'h4', component: 'h2' } }}
          action={
            refreshButton ? (
              <Tooltip title="Refresh">
                <IconButton aria-label={`Refresh ${name}`} onClick={reload}>
                  <RefreshIcon />
                </IconButton>
              </Tooltip>
            ) : undefined
          }
        />
        {toolbar}
        {body}
        {hasMore && !empty && !failed && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <Button variant="outlined" onClick={onLoadMore} loading={loadingMore}>
              Load more
            </Button>
          </Box>
        )}
      </Card>
      {'dialog' in approve ? (
        approve.dialog(approveDialog)
      ) : (
        <ConfirmDialog
          open={approving.open}
          title={approve.title}
          message={approving.target ? approve.message(approving.target) : ''}
          confirmLabel="Approve"
          busy={decisions.busy}
          onConfirm={() => {
            const row = approving.target;
            if (row) approveDialog.decide(() => approve.run(row));
          }}
          onClose={approving.close}
        />
      )}
      <ReasonDialog
        open={rejecting.open}
        title={reject.title}
        description={rejecting.target ? reject.description(rejecting.target) : ''}
        hint={reject.hint}
        busy={decisions.busy}
        onConfirm={(reason) => {
          const row = rejecting.target;
          if (row) decide(rejecting.close)(() => reject.run(row, reason));
        }}
        onClose={rejecting.close}
      />
    </>
  );
}
