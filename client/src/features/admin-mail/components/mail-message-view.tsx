import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/locale';
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
  const { t } = useTranslation('admin-mail');
  const { message, loading, notFound, failed, reload } = useMailMessage(id);
  if (loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('message.loading')} />
      </Box>
    );
  if (notFound) return <Typography color="text.secondary">{t('message.notFound')}</Typography>;
  if (failed || !message) return <QueryError message={t('message.loadFailed')} onRetry={reload} />;
  return (
    <Card component="article" aria-label={t('message.title')} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere', mb: 2 }}>
          {message.subject}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Field label={t('fields.to')}>{message.to}</Field>
          {message.replyTo && <Field label={t('fields.replyTo')}>{message.replyTo}</Field>}
          <Field label={t('fields.status')}>
            <OutboxStatusChip status={message.status} />
          </Field>
          <Field label={t('fields.attempts')}>{formatCount(message.attempts)}</Field>
          <Field label={t('fields.created')}>{formatDateTime(message.createdAt)}</Field>
          <Field label={t('fields.sent')}>{message.sentAt ? formatDateTime(message.sentAt) : '—'}</Field>
          {message.lastError && <Field label={t('fields.lastError')}>{message.lastError}</Field>}
          {message.event && <Field label={t('fields.event')}>{message.event}</Field>}
          {message.transactionId && <Field label={t('fields.transaction')}>{message.transactionId}</Field>}
        </Box>
        <Box
          component="pre"
          aria-label={t('message.text')}
          sx={{ mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', mb: 0 }}
        >
          {message.text}
        </Box>
      </CardContent>
    </Card>
  );
}
