import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/dates';
import { useMailMessage } from '../hooks/use-mail-outbox';
import { OutboxStatusChip } from './outbox-status-chip';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** One outbox message: its envelope, delivery state and text as sent. */
export function MailMessageView({ id }: { id: string }) {
  const { message, loading, notFound, failed, reload } = useMailMessage(id);
  if (loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the message" />
      </Box>
    );
  if (notFound) return <Typography color="text.secondary">No outbox message has this id.</Typography>;
  if (failed || !message) return <QueryError message="The message could not be loaded" onRetry={reload} />;
  return (
    <Card component="article" aria-label="Outbox message" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere', mb: 2 }}>
          {message.subject}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Field label="To">{message.to}</Field>
          {message.replyTo && <Field label="Reply to">{message.replyTo}</Field>}
          <Field label="Status">
            <OutboxStatusChip status={message.status} />
          </Field>
          <Field label="Attempts">{message.attempts}</Field>
          <Field label="Created">{formatDateTime(message.createdAt)}</Field>
          <Field label="Sent">{message.sentAt ? formatDateTime(message.sentAt) : '—'}</Field>
          {message.lastError && <Field label="Last error">{message.lastError}</Field>}
          {message.event && <Field label="Event">{message.event}</Field>}
          {message.transactionId && <Field label="Transaction">{message.transactionId}</Field>}
        </Box>
        <Box
          component="pre"
          aria-label="Message text"
          sx={{ mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', mb: 0 }}
        >
          {message.text}
        </Box>
      </CardContent>
    </Card>
  );
}
