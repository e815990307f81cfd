import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
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
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Ltr } from '../../../components/ltr';
import { QueryError } from '../../../components/query-error';
import type { AuditEntryFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { useAuditLog } from '../hooks/use-audit-log';
import { detailLines, NO_FILTERS, type AuditFilters } from '../utils/audit-entries';
import { AuditLogFilters } from './audit-log-filters';

const mono = { fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all' } as const;

function Details({ details }: { details: string }) {
  const lines = detailLines(details);
  if (!lines.length)
    return (
      <Typography variant="caption" color="text.secondary">
        —
      </Typography>
    );
  // Key and value inline, so a long value wraps back to the cell's edge rather than under itself.
  return (
    <Box component="dl" sx={{ m: 0, minWidth: 240, maxWidth: 360 }}>
      {lines.map((line) => (
        <Box key={line.key} sx={{ '& + &': { mt: 0.25 } }}>
          <Box component="dt" sx={{ display: 'inline', color: 'text.secondary', fontSize: '0.75rem' }}>
            {line.key}:
          </Box>
          <Box component="dd" sx={{ display: 'inline', m: 0, ml: 0.5, ...mono }}>
            {line.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Actor({ entry }: { entry: AuditEntryFieldsFragment }) {
  const { t } = useTranslation('admin-audit');
  if (!entry.actor) return <>{entry.actorRole}</>;
  return (
    <>
      <div>{entry.actor.email ? <Ltr>{entry.actor.email}</Ltr> : t('userRemoved')}</div>
      <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
        {entry.actorRole} · <Ltr>{entry.actor.id}</Ltr>
      </Typography>
    </>
  );
}

// The action is shown by its name (data: the filter takes the same name); the headers are words.
const columns = (t: TFunction<'admin-audit'>): Array<{ header: string; cell: (entry: AuditEntryFieldsFragment) => ReactNode; nowrap?: boolean }> => [
  { header: t('columns.when'), nowrap: true, cell: (entry) => formatDateTime(entry.at) },
  { header: t('columns.action'), nowrap: true, cell: (entry) => <strong>{entry.action}</strong> },
  { header: t('columns.actor'), cell: (entry) => <Actor entry={entry} /> },
  { header: t('columns.user'), cell: (entry) => <Box sx={{ ...mono, minWidth: 140 }}>{entry.subjectUserId ?? '—'}</Box> },
  { header: t('columns.amount'), nowrap: true, cell: (entry) => (entry.amount ? formatUsd(entry.amount) : '—') },
  { header: t('columns.details'), cell: (entry) => <Details details={entry.details} /> },
  { header: t('columns.ip'), nowrap: true, cell: (entry) => entry.ip ?? '—' },
];

/** The audit log newest first: filters, a table of entries and 'Load more'. */
export function AuditLogTable() {
  const { t } = useTranslation('admin-audit');
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const COLUMNS = columns(t);

  let body: ReactNode;
  if (log.loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  } else if (log.failed) {
    body = <QueryError message={log.refusal ?? t('loadFailed')} onRetry={log.reload} sx={{ m: 2 }} />;
  } else if (!log.rows.length) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {t('empty')}
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('entries')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {log.rows.map((entry) => (
              <TableRow key={entry.id} hover>
                {COLUMNS.map((column) => (
                  <TableCell key={column.header} sx={{ verticalAlign: 'top', whiteSpace: column.nowrap ? 'nowrap' : undefined }}>
                    {column.cell(entry)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Card component="section" aria-label={t('entries')} sx={{ minWidth: 0 }}>
      <CardHeader
        title={t('entries')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Tooltip title={t('refresh')}>
            <IconButton aria-label={t('refreshLabel')} onClick={log.reload}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <AuditLogFilters onApply={setFilters} />
      {log.refreshing ? <LinearProgress aria-label={t('refreshing')} /> : <Box sx={{ height: 4 }} />}
      {body}
      {log.hasMore && !log.failed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <Button onClick={log.loadMore} disabled={log.loadingMore}>
            {log.loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
