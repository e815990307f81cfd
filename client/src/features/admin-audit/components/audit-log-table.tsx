import { Fragment, useState, type ReactNode } from 'react';
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
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from '../../../components/visually-hidden';
import { Ltr } from '../../../components/ltr';
import { QueryError } from '../../../components/query-error';
import type { AuditEntryFieldsFragment } from '../../../gql/generated';
import { formatDate, formatDateTime, formatTime } from '../../../lib/dates';
import { formatUsd } from '../../../lib/money';
import { useAuditLog } from '../hooks/use-audit-log';
import { amountOf, auditSentence, detailLines, NO_FILTERS, prettyDetails, type AuditFilters } from '../utils/audit-entries';
import { AuditLogFilters } from './audit-log-filters';

// A sentence or a name can hold an email, one long word: it may break anywhere, or it alone would widen the table.
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;
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
    <Box component="dl" sx={{ m: 0, minWidth: 180, maxWidth: 300 }}>
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
  if (!entry.actor) return <>{t('people.system')}</>;
  // At least a name's width ("Administrator" whole); only a longer word breaks.
  return (
    <Box sx={{ minWidth: { md: 120 } }}>
      <Box sx={BREAK_ANYWHERE}>{entry.actorName ?? (entry.actorEmail ? <Ltr>{entry.actorEmail}</Ltr> : t('userRemoved'))}</Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
        {entry.actorName && entry.actorEmail && (
          <>
            <Ltr>{entry.actorEmail}</Ltr> ·{' '}
          </>
        )}
        {entry.actorRole}
      </Typography>
    </Box>
  );
}

/** The expanded row: the details as JSON, the IP, the exact time, the request id where the entry has one. */
function EntryDetails({ entry }: { entry: AuditEntryFieldsFragment }) {
  const { t } = useTranslation('admin-audit');
  const requestId = entry.requestId;
  const facts: Array<[string, ReactNode]> = [
    [t('expanded.time'), formatDateTime(entry.at, { seconds: true })],
    [t('expanded.action'), <Ltr key="a">{entry.action}</Ltr>],
    [t('expanded.ip'), entry.ip ? <Ltr key="ip">{entry.ip}</Ltr> : '—'],
    ...(requestId ? [[t('expanded.requestId'), <Ltr key="r">{requestId}</Ltr>] as [string, ReactNode]] : []),
    ...(entry.transactionId ? [[t('expanded.transaction'), <Ltr key="tx">{entry.transactionId}</Ltr>] as [string, ReactNode]] : []),
    ...(entry.subjectUserId ? [[t('expanded.userId'), <Ltr key="u">{entry.subjectUserId}</Ltr>] as [string, ReactNode]] : []),
  ];
  return (
    <Box sx={{ py: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) 2fr' }, minWidth: 0 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, alignContent: 'start' }}>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, ...mono }}>
              {value}
            </Box>
          </Fragment>
        ))}
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('expanded.details')}
        </Typography>
        <Box component="pre" aria-label={t('expanded.details')} sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, ...mono, whiteSpace: 'pre-wrap' }}>
          {prettyDetails(entry.details)}
        </Box>
      </Box>
    </Box>
  );
}

type Column = { header: string; cell: (entry: AuditEntryFieldsFragment) => ReactNode; nowrap?: boolean; wide?: boolean };

// The sentence says what happened with names; the action's code stays beside it (the filter takes it). Who, amount and
// the details' summary are for wide screens: on a phone the sentence carries them, the expanded row the rest.
const columns = (t: TFunction<'admin-audit'>): Column[] => [
  {
    header: t('columns.when'),
    nowrap: true,
    wide: true,
    // The date over the time: one line of both took 200 px of a desktop's table.
    cell: (entry) => (
      <>
        <div>{formatDate(entry.at)}</div>
        <Typography variant="caption" color="text.secondary" component="div">
          {formatTime(entry.at)}
        </Typography>
      </>
    ),
  },
  {
    header: t('columns.what'),
    cell: (entry) => (
      <Box sx={{ minWidth: { xs: 0, md: 220 } }}>
        <Box sx={BREAK_ANYWHERE}>{auditSentence(entry, t)}</Box>
        <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
          {entry.action}
          {/* On a phone the time has no column of its own. */}
          <Box component="span" sx={{ display: { md: 'none' } }}>
            {' · '}
            {formatDateTime(entry.at)}
          </Box>
        </Typography>
      </Box>
    ),
  },
  { header: t('columns.actor'), wide: true, cell: (entry) => <Actor entry={entry} /> },
  {
    header: t('columns.amount'),
    wide: true,
    nowrap: true,
    cell: (entry) => {
      const amount = amountOf(entry);
      return amount ? formatUsd(amount) : '—';
    },
  },
  { header: t('columns.details'), wide: true, cell: (entry) => <Details details={entry.details} /> },
];

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The audit log newest first: filters, a table of entries and 'Load more'. */
export function AuditLogTable() {
  const { t } = useTranslation('admin-audit');
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const [open, setOpen] = useState<string | null>(null);
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
                <TableCell key={column.header} sx={column.wide ? WIDE : undefined}>
                  {column.header}
                </TableCell>
              ))}
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('expanded.toggleHeader')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {log.rows.map((entry) => (
              <Fragment key={entry.id}>
                <TableRow hover>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.header}
                      sx={{ verticalAlign: 'top', whiteSpace: column.nowrap ? 'nowrap' : undefined, ...(column.wide ? WIDE : {}) }}
                    >
                      {column.cell(entry)}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ verticalAlign: 'top', px: 0.5 }}>
                    <IconButton
                      size="small"
                      aria-expanded={open === entry.id}
                      aria-controls={`audit-entry-${entry.id}`}
                      aria-label={t(open === entry.id ? 'expanded.hide' : 'expanded.show', { action: entry.action })}
                      onClick={() => setOpen(open === entry.id ? null : entry.id)}
                    >
                      {open === entry.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    </IconButton>
                  </TableCell>
                </TableRow>
                {/* Only while open, so the list's rows stay one per entry. */}
                {open === entry.id && (
                  <TableRow id={`audit-entry-${entry.id}`}>
                    <TableCell colSpan={COLUMNS.length + 1} sx={{ minWidth: 0, maxWidth: '100vw' }}>
                      <EntryDetails entry={entry} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
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
