import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ACTIONS_CELL_SX, PHONE_CARDS_SX } from './table-actions';
import { QueueDecisionDialogs, useDialogTarget, type QueueDecisions } from './admin-queue-decisions';
import { useCanChange } from '../lib/console-access';
import { QueryError } from './query-error';

export interface QueueColumn<Row> {
  header: string;
  align?: 'right';
  sx?: SxProps<Theme>;
  cell: (row: Row) => ReactNode;
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

/** Approve, or disabled with the reason in its tooltip (a disabled button gets no pointer events, so a span holds the tooltip). */
function ApproveButton({ blocked, onClick, ariaLabel }: { blocked: string | null; onClick: () => void; ariaLabel?: string }) {
  const { t } = useTranslation('admin');
  const button = (
    <Button size="small" variant="contained" color="success" onClick={onClick} aria-label={ariaLabel} disabled={blocked !== null}>
      {t('queue.approve')}
    </Button>
  );
  if (blocked === null) return button;
  return (
    <Tooltip title={blocked}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** On a phone: Approve and Reject behind one button at the row's end, so neither is cut or scrolled away. */
function RowDecisionMenu({ label, blocked, onApprove, onReject }: { label: string; blocked: string | null; onApprove: () => void; onReject: () => void }) {
  const { t } = useTranslation('admin');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton aria-label={label} aria-haspopup="menu" aria-expanded={anchor ? 'true' : 'false'} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onApprove)} disabled={blocked !== null}>
          <ListItemText primary={t('queue.approve')} secondary={blocked} sx={{ '& .MuiListItemText-primary': { color: 'success.main', fontWeight: 600 } }} />
        </MenuItem>
        <MenuItem onClick={pick(onReject)}>
          <ListItemText primary={t('queue.reject')} sx={{ '& .MuiListItemText-primary': { color: 'error.main', fontWeight: 600 } }} />
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * An admin review queue: title (and count), states, a table of requests with Approve and Reject
 * on each pending row, 'Load more', and the decision dialogs (Reject asks for a reason).
 */
export function AdminQueueTable<Row extends { id: string }>(props: AdminQueueTableProps<Row>) {
  const { title, total, toolbar, columns, rows, loading, refreshing, failed, emptyText, onReload, refreshButton, hasMore, loadingMore, onLoadMore, decisions } =
    props;
  const { t, i18n } = useTranslation('admin');
  const approving = useDialogTarget<Row>();
  const rejecting = useDialogTarget<Row>();
  // The title inside a sentence ("Loading pending deposits"): English lowercases it; the other
  // languages' sentences are written around the title as it is.
  const name = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? title.toLowerCase() : title;
  const empty = rows.length === 0;

  const reload = () => {
    const result = onReload();
    if (result instanceof Promise) result.catch(() => undefined);
  };
  const canChange = useCanChange();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const label = (action: 'approveRow' | 'rejectRow', row: Row) => (decisions.rowLabel ? t(`queue.${action}`, { row: decisions.rowLabel(row) }) : undefined);

  let body: ReactNode;
  if (loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('queue.loading', { name })} />
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
        {/* Cells a little narrower than MUI's 16 px sides: a queue fits a 1280 px screen beside the menu, so
            its sticky actions column covers nothing there; on a phone each row is a card (nothing pinned over it). */}
        <Table size="small" aria-label={title} sx={[{ '& .MuiTableCell-root': { px: 1 } }, PHONE_CARDS_SX]}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
              {canChange && (
                <TableCell align="right" sx={ACTIONS_CELL_SX}>
                  {t('queue.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align} sx={column.sx} data-label={column.header}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                {canChange && (
                  <TableCell align="right" sx={ACTIONS_CELL_SX}>
                    {!(decisions.pending?.(row) ?? true) && decisions.otherActions?.(row)}
                    {(decisions.pending?.(row) ?? true) && phone && (
                      <RowDecisionMenu
                        label={decisions.rowLabel ? t('queue.actionsOf', { row: decisions.rowLabel(row) }) : t('queue.actions')}
                        blocked={decisions.approveBlocked?.(row) ?? null}
                        onApprove={() => approving.show(row)}
                        onReject={() => rejecting.show(row)}
                      />
                    )}
                    {(decisions.pending?.(row) ?? true) && !phone && (
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                        <ApproveButton
                          blocked={decisions.approveBlocked?.(row) ?? null}
                          onClick={() => approving.show(row)}
                          ariaLabel={label('approveRow', row)}
                        />
                        <Button size="small" variant="outlined" color="error" onClick={() => rejecting.show(row)} aria-label={label('rejectRow', row)}>
                          {t('queue.reject')}
                        </Button>
                      </Box>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <>
      <Card component="section" aria-label={title} sx={{ position: 'relative' }}>
        {refreshing && <LinearProgress aria-label={t('queue.updating', { name })} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        <CardHeader
          title={total === undefined ? title : t('queue.titleWithTotal', { title, total })}
          slotProps={{ title: { variant: 'h4', component: 'h2' } }}
          action={
            refreshButton ? (
              <Tooltip title={t('queue.refresh')}>
                <IconButton aria-label={t('queue.refreshNamed', { name })} onClick={reload}>
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
              {t('queue.loadMore')}
            </Button>
          </Box>
        )}
      </Card>
      <QueueDecisionDialogs decisions={decisions} approving={approving} rejecting={rejecting} onStale={reload} />
    </>
  );
}
