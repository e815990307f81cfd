import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRedeliverWebhookMutation, useWebhookDeliveriesQuery, type WebhookDeliveryFieldsFragment } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { useCanChange } from '../../../lib/console-access';
import { formatDateTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/locale';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { QueryError } from '../../../components/query-error';

const PAGE = 20;
const when = (iso: string) => formatDateTime(iso, { seconds: true });
const STATUS_COLOR = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;
const PRE = { m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The body as sent, indented when it is JSON (it always is; anything else is shown as it is). */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function Attempts({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  const { t } = useTranslation('admin-webhooks');
  if (!delivery.attempts.length) return <Typography color="text.secondary">{t('deliveries.noAttempt')}</Typography>;
  return (
    <Table size="small" aria-label={t('deliveries.attemptsOf', { id: delivery.messageId })} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('deliveries.when')}</TableCell>
          <TableCell align="right">{t('deliveries.status')}</TableCell>
          <TableCell align="right">{t('deliveries.duration')}</TableCell>
          <TableCell>{t('deliveries.error')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {delivery.attempts.map((attempt, index) => (
          <TableRow key={attempt.id}>
            <TableCell>{formatCount(index + 1)}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{when(attempt.at)}</TableCell>
            <TableCell align="right">
              <Chip size="small" label={attempt.statusCode ?? t('deliveries.noStatus')} color={attempt.succeeded ? 'success' : 'error'} variant="outlined" />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('deliveries.ms', { ms: attempt.durationMs })}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{attempt.error ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What the receiver answered to the latest attempt that got an answer (its first 4 KB, kept by the server). */
function ResponseBody({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  const { t } = useTranslation('admin-webhooks');
  const answered = [...delivery.attempts].reverse().find((attempt) => attempt.statusCode !== null);
  if (!answered) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('deliveries.responseBody', { status: answered.statusCode })}
      </Typography>
      <Box component="pre" sx={PRE} aria-label={t('deliveries.responseBodyLabel')}>
        {answered.responseBody ? prettyJson(answered.responseBody) : t('deliveries.emptyResponse')}
      </Box>
    </>
  );
}

/** One endpoint's deliveries, newest first: status, attempts (status code, duration, error), the body sent, and Redeliver. */
export function WebhookDeliveries({ endpointId, endpointEnabled }: { endpointId: string; endpointEnabled: boolean }) {
  const query = useWebhookDeliveriesQuery({
    variables: { endpointId, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { t } = useTranslation('admin-webhooks');
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  const [open, setOpen] = useState<string | null>(null);
  const canChange = useCanChange();
  const { enqueueSnackbar } = useSnackbar();
  const { error, loading, refetch } = query;
  const pages = useCursorPages(query, (data) => data.webhookDeliveries, {
    onLoadMoreError: (caught) => enqueueSnackbar(errorMessageOf(caught, t('deliveries.loadFailed'), t('networkError')), { variant: 'error' }),
  });
  const page = pages.connection;

  const send = async (delivery: WebhookDeliveryFieldsFragment) => {
    try {
      await redeliver({ variables: { deliveryId: delivery.id } });
      enqueueSnackbar(t('deliveries.resending', { id: delivery.messageId }), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(errorMessageOf(caught, t('deliveries.resendFailed'), t('networkError')), { variant: 'error' });
    }
  };

  if (error && !page) return <QueryError message={errorMessageOf(error, t('deliveries.loadFailed'), t('networkError'))} onRetry={() => void refetch()} />;
  if (!page) return <Typography color="text.secondary">{t('deliveries.loading')}</Typography>;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('deliveries.title')}
        </Typography>
        <Button size="small" onClick={() => void refetch()} loading={loading}>
          {t('refresh')}
        </Button>
      </Box>
      {!endpointEnabled && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('deliveries.disabled')}
        </Alert>
      )}
      {page.nodes.length === 0 && <Typography color="text.secondary">{t('deliveries.none')}</Typography>}
      {page.nodes.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('deliveries.title')} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('deliveries.event')}</TableCell>
                <TableCell>{t('deliveries.status')}</TableCell>
                <TableCell align="right">{t('deliveries.response')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('deliveries.attempts')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('deliveries.created')}</TableCell>
                <TableCell align="right">{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.nodes.map((delivery) => (
                <Fragment key={delivery.id}>
                  <TableRow>
                    <TableCell>
                      <Typography sx={{ fontWeight: 600 }}>{delivery.eventType}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {delivery.messageId}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(`deliveries.statuses.${delivery.status}`, { defaultValue: delivery.status })}
                        color={STATUS_COLOR[delivery.status as keyof typeof STATUS_COLOR] ?? 'default'}
                      />
                      {delivery.status === 'pending' && delivery.nextAttemptAt && (
                        <Typography variant="body2" color="text.secondary">
                          {t('deliveries.next', { when: when(delivery.nextAttemptAt) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{delivery.lastStatusCode ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {formatCount(delivery.attemptCount)}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{when(delivery.createdAt)}</TableCell>
                    <TableCell align="right">
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
                        <Button
                          size="small"
                          onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
                          aria-expanded={open === delivery.id}
                          aria-label={t('deliveries.attemptsOf', { id: delivery.messageId })}
                        >
                          {open === delivery.id ? t('deliveries.hide') : t('deliveries.attempts')}
                        </Button>
                        {canChange && (
                          <Button
                            size="small"
                            onClick={() => void send(delivery)}
                            disabled={!endpointEnabled || redelivering.loading}
                            aria-label={t('deliveries.redeliverLabel', { id: delivery.messageId })}
                          >
                            {t('deliveries.redeliver')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={6} sx={{ py: 0, borderBottom: open === delivery.id ? undefined : 'none' }}>
                      <Collapse in={open === delivery.id} unmountOnExit>
                        <Box sx={{ py: 1.5 }}>
                          <Attempts delivery={delivery} />
                          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                            {t('deliveries.body')}
                          </Typography>
                          <Box component="pre" sx={PRE} aria-label={t('deliveries.body')}>
                            {prettyJson(delivery.payload)}
                          </Box>
                          <ResponseBody delivery={delivery} />
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {page.pageInfo.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => void pages.loadMore()} loading={loading}>
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
