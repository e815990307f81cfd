import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { QueryError } from '../../../components/query-error';
import { PHONE_CARDS_SX } from '../../../components/table-actions';
import { formatDateTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/locale';
import { OUTBOX_STATUSES, useMailOutbox, type OutboxStatusFilter } from '../hooks/use-mail-outbox';
import { OutboxStatusChip } from './outbox-status-chip';

interface MailOutboxTableProps {
  /** The console page of one message. */
  messageHref: (id: string) => string;
}

/** The outbox newest first, one page at a time (Newer / Older), optionally of one status. */
export function MailOutboxTable({ messageHref }: MailOutboxTableProps) {
  const { t } = useTranslation('admin-mail');
  const [status, setStatus] = useState<OutboxStatusFilter>('');
  const outbox = useMailOutbox(status);

  let body: ReactNode;
  if (outbox.loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('outbox.loading')} />
      </Box>
    );
  } else if (outbox.failed) {
    body = <QueryError message={t('outbox.loadFailed')} onRetry={outbox.reload} sx={{ m: 2 }} />;
  } else if (!outbox.rows.length) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {t('outbox.empty')}
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label={t('outbox.table')} sx={PHONE_CARDS_SX}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.subject')}</TableCell>
              <TableCell>{t('fields.to')}</TableCell>
              <TableCell>{t('fields.created')}</TableCell>
              <TableCell>{t('fields.status')}</TableCell>
              <TableCell align="right">{t('fields.attempts')}</TableCell>
              <TableCell>{t('fields.sent')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outbox.rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell sx={{ minWidth: 200 }} data-label={t('fields.subject')}>
                  <Link component={RouterLink} to={messageHref(row.id)}>
                    {row.subject}
                  </Link>
                  {row.event && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.event}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }} data-label={t('fields.to')}>
                  {row.to}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={t('fields.created')}>
                  {formatDateTime(row.createdAt)}
                </TableCell>
                <TableCell data-label={t('fields.status')}>
                  <OutboxStatusChip status={row.status} />
                </TableCell>
                <TableCell align="right" data-label={t('fields.attempts')}>
                  {formatCount(row.attempts)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={t('fields.sent')}>
                  {row.sentAt ? formatDateTime(row.sentAt) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Card component="section" aria-label={t('page.title')} sx={{ minWidth: 0 }}>
      <CardHeader
        title={t('outbox.title')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Tooltip title={t('outbox.refresh')}>
            <IconButton aria-label={t('outbox.refreshLabel')} onClick={outbox.reload}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Box sx={{ px: 2, pb: 2 }}>
        <TextField
          select
          size="small"
          label={t('fields.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as OutboxStatusFilter)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('outbox.anyStatus')}</MenuItem>
          {OUTBOX_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {outbox.refreshing ? <LinearProgress aria-label={t('outbox.refreshing')} /> : <Box sx={{ height: 4 }} />}
      {body}
      {!outbox.failed && (outbox.hasNewer || outbox.hasOlder) && (
        <Box
          component="nav"
          aria-label={t('outbox.pages')}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2 }}
        >
          <Button onClick={outbox.newest} disabled={!outbox.hasNewer}>
            {t('outbox.newest')}
          </Button>
          <Button onClick={outbox.newer} disabled={!outbox.hasNewer}>
            {t('outbox.newer')}
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('outbox.page', { page: outbox.page })}
          </Typography>
          <Button onClick={outbox.older} disabled={!outbox.hasOlder}>
            {t('outbox.older')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
