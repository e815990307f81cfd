import { useState, type ReactNode } from 'react';
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
import { formatDateTime } from '../../../lib/dates';
import { OUTBOX_STATUSES, useMailOutbox, type OutboxStatusFilter } from '../hooks/use-mail-outbox';
import { OutboxStatusChip } from './outbox-status-chip';

interface MailOutboxTableProps {
  /** The console page of one message. */
  messageHref: (id: string) => string;
}

/** The outbox newest first, one page at a time (Newer / Older), optionally of one status. */
export function MailOutboxTable({ messageHref }: MailOutboxTableProps) {
  const [status, setStatus] = useState<OutboxStatusFilter>('');
  const outbox = useMailOutbox(status);

  let body: ReactNode;
  if (outbox.loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the outbox" />
      </Box>
    );
  } else if (outbox.failed) {
    body = <QueryError message="The outbox could not be loaded" onRetry={outbox.reload} sx={{ m: 2 }} />;
  } else if (!outbox.rows.length) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        No messages
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label="Outbox messages">
          <TableHead>
            <TableRow>
              <TableCell>Created</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Attempts</TableCell>
              <TableCell>Sent</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outbox.rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>{row.to}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Link component={RouterLink} to={messageHref(row.id)}>
                    {row.subject}
                  </Link>
                  {row.event && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.event}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <OutboxStatusChip status={row.status} />
                </TableCell>
                <TableCell align="right">{row.attempts}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.sentAt ? formatDateTime(row.sentAt) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Card component="section" aria-label="Mail outbox" sx={{ minWidth: 0 }}>
      <CardHeader
        title="Outbox"
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Tooltip title="Refresh">
            <IconButton aria-label="Refresh the outbox" onClick={outbox.reload}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Box sx={{ px: 2, pb: 2 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as OutboxStatusFilter)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Any status</MenuItem>
          {OUTBOX_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {outbox.refreshing ? <LinearProgress aria-label="Refreshing the outbox" /> : <Box sx={{ height: 4 }} />}
      {body}
      {!outbox.failed && (outbox.hasNewer || outbox.hasOlder) && (
        <Box component="nav" aria-label="Outbox pages" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2 }}>
          <Button onClick={outbox.newest} disabled={!outbox.hasNewer}>
            Newest
          </Button>
          <Button onClick={outbox.newer} disabled={!outbox.hasNewer}>
            Newer
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Page {outbox.page}
          </Typography>
          <Button onClick={outbox.older} disabled={!outbox.hasOlder}>
            Older
          </Button>
        </Box>
      )}
    </Card>
  );
}
