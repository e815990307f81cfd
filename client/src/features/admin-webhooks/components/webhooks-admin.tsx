import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  WebhookEndpointsDocument,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useDisableWebhookEndpointMutation,
  useEnableWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestEventMutation,
  WebhookDeliveriesDocument,
  useWebhookEndpointsQuery,
  type WebhookEndpointFieldsFragment,
} from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { useCanChange } from '../../../lib/console-access';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyButton } from '../../../components/copy-button';
import { QueryError } from '../../../components/query-error';
import { WebhookDeliveries } from './webhook-deliveries';

type Endpoint = WebhookEndpointFieldsFragment;
type Field = 'url' | 'events';

/** The signing secret, shown once after creating or rotating, with a Copy button. */
function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('admin-webhooks');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">{t('secret.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('secret.warning')}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            component="code"
            data-testid="webhook-secret"
            sx={{ flex: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.85rem', overflowWrap: 'anywhere' }}
          >
            {secret}
          </Box>
          <CopyButton value={secret} label={t('secret.copy')} successMessage={t('secret.copied')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A new endpoint: URL and events; refusals show beside their field. */
function CreateDialog({ eventTypes, onCreated, onClose }: { eventTypes: string[]; onCreated: (secret: string) => void; onClose: () => void }) {
  const { t } = useTranslation('admin-webhooks');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, { loading }] = useCreateWebhookEndpointMutation({ refetchQueries: [WebhookEndpointsDocument] });

  const toggle = (event: string) => {
    setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));
    setErrors((current) => ({ ...current, events: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked: Partial<Record<Field, string>> = {};
    if (!url.trim()) checked.url = t('create.urlMissing');
    if (!events.length) checked.events = t('create.eventsMissing');
    setErrors(checked);
    if (Object.keys(checked).length) return;
    try {
      const result = await create({ variables: { url: url.trim(), events } });
      onCreated(result.data!.createWebhookEndpoint.secret!);
    } catch (caught) {
      const refused = fieldErrorsOf(caught, ['url', 'events'] as const, t('create.failed'));
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-create-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="webhook-create-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <TextField
              label={t('create.url')}
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setErrors((current) => ({ ...current, url: undefined }));
              }}
              error={!!errors.url}
              helperText={errors.url ?? t('create.urlHelp')}
              required
              slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
            />
            <FormControl error={!!errors.events} component="fieldset" variant="standard">
              <FormLabel component="legend">{t('create.events')}</FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {eventTypes.map((event) => (
                  <FormControlLabel key={event} control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />} label={event} />
                ))}
              </FormGroup>
              {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

type Pending = { kind: 'rotate' | 'delete' | 'disable'; endpoint: Endpoint };

/** Webhook endpoints (create, secret shown once, disable or enable, rotate, delete) and the deliveries of the one selected. */
export function WebhooksAdmin() {
  const { data, error, loading, refetch } = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const { t } = useTranslation('admin-webhooks');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation({ refetchQueries: [WebhookEndpointsDocument] });
  const [disable, disabling] = useDisableWebhookEndpointMutation();
  const [enable] = useEnableWebhookEndpointMutation();
  const [sendTest, sendingTest] = useSendWebhookTestEventMutation({ refetchQueries: [WebhookDeliveriesDocument] });
  const canChange = useCanChange();
  const { enqueueSnackbar } = useSnackbar();
  const endpoints = data?.webhookEndpoints;
  const current = endpoints?.find((e) => e.id === selected) ?? null;

  const confirm = async () => {
    if (!pending) return;
    const { kind, endpoint } = pending;
    try {
      if (kind === 'rotate') {
        const result = await rotate({ variables: { id: endpoint.id } });
        setSecret(result.data!.rotateWebhookSecret.secret!);
      } else if (kind === 'delete') {
        await remove({ variables: { id: endpoint.id } });
        if (selected === endpoint.id) setSelected(null);
        enqueueSnackbar(t('toasts.deleted'), { variant: 'success' });
      } else {
        await disable({ variables: { id: endpoint.id } });
        enqueueSnackbar(t('toasts.disabled'), { variant: 'success' });
      }
      setPending(null);
    } catch (caught) {
      enqueueSnackbar(errorMessageOf(caught, t('toasts.changeFailed'), t('networkError')), { variant: 'error' });
    }
  };

  const turnOn = async (endpoint: Endpoint) => {
    try {
      await enable({ variables: { id: endpoint.id } });
      enqueueSnackbar(t('toasts.enabled'), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(errorMessageOf(caught, t('toasts.enableFailed'), t('networkError')), { variant: 'error' });
    }
  };

  // A signed webhook.test delivery through the queue; the endpoint's deliveries open to follow it.
  const test = async (endpoint: Endpoint) => {
    try {
      setSelected(endpoint.id);
      await sendTest({ variables: { id: endpoint.id } });
      enqueueSnackbar(t('toasts.testSent'), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(errorMessageOf(caught, t('toasts.testFailed'), t('networkError')), { variant: 'error' });
    }
  };

  return (
    <>
      {canChange && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setCreating(true)} disabled={!data}>
            {t('list.new')}
          </Button>
        </Box>
      )}
      {error && !endpoints && <QueryError message={errorMessageOf(error, t('list.loadFailed'), t('networkError'))} onRetry={() => refetch()} />}
      {loading && !endpoints && <Typography color="text.secondary">{t('list.loading')}</Typography>}
      {endpoints && endpoints.length === 0 && <Typography color="text.secondary">{t('list.none')}</Typography>}
      {endpoints && endpoints.length > 0 && (
        <TableContainer>
          <Table aria-label={t('list.table')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('list.endpoint')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('list.events')}</TableCell>
                <TableCell>{t('list.status')}</TableCell>
                <TableCell align="right">{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {endpoints.map((endpoint) => (
                <TableRow key={endpoint.id} selected={endpoint.id === selected}>
                  <TableCell>
                    <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {endpoint.events.map((event) => (
                        <Chip key={event} size="small" label={event} variant="outlined" />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={endpoint.enabled ? t('list.enabled') : t('list.disabled')} color={endpoint.enabled ? 'success' : 'default'} />
                    {endpoint.disabledReason && (
                      <Typography variant="body2" color="text.secondary">
                        {endpoint.disabledReason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
                      <Button size="small" onClick={() => setSelected(endpoint.id)} aria-label={t('list.deliveriesLabel', { url: endpoint.url })}>
                        {t('list.deliveries')}
                      </Button>
                      {canChange && (
                        <>
                          <Button
                            size="small"
                            onClick={() => void test(endpoint)}
                            disabled={!endpoint.enabled || sendingTest.loading}
                            aria-label={t('list.sendTestLabel', { url: endpoint.url })}
                          >
                            {t('list.sendTest')}
                          </Button>
                          {endpoint.enabled ? (
                            <Button
                              size="small"
                              color="warning"
                              onClick={() => setPending({ kind: 'disable', endpoint })}
                              aria-label={t('list.disableLabel', { url: endpoint.url })}
                            >
                              {t('list.disable')}
                            </Button>
                          ) : (
                            <Button size="small" onClick={() => void turnOn(endpoint)} aria-label={t('list.enableLabel', { url: endpoint.url })}>
                              {t('list.enable')}
                            </Button>
                          )}
                          <Button
                            size="small"
                            onClick={() => setPending({ kind: 'rotate', endpoint })}
                            aria-label={t('list.rotateLabel', { url: endpoint.url })}
                          >
                            {t('list.rotate')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setPending({ kind: 'delete', endpoint })}
                            aria-label={t('list.deleteLabel', { url: endpoint.url })}
                          >
                            {t('list.delete')}
                          </Button>
                        </>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {current && (
        <Paper variant="outlined" sx={{ mt: 3, p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {current.url}
          </Typography>
          <WebhookDeliveries key={current.id} endpointId={current.id} endpointEnabled={current.enabled} />
        </Paper>
      )}
      {creating && data && (
        <CreateDialog
          eventTypes={data.webhookEventTypes}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {pending && (
        <ConfirmDialog
          open
          title={t(`confirm.${pending.kind}.title`)}
          message={t(`confirm.${pending.kind}.message`)}
          confirmLabel={t(`confirm.${pending.kind}.label`)}
          busy={rotating.loading || removing.loading || disabling.loading}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
