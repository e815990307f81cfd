import { useState, type FormEvent } from 'react';
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
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">Signing secret</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy the secret now and store it with your receiver: it will not be shown again. Verify each webhook&apos;s signature with it (Standard Webhooks).
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            component="code"
            data-testid="webhook-secret"
            sx={{ flex: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.85rem', overflowWrap: 'anywhere' }}
          >
            {secret}
          </Box>
          <CopyButton value={secret} label="Copy secret" successMessage="Secret copied" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A new endpoint: URL and events; refusals show beside their field. */
function CreateDialog({ eventTypes, onCreated, onClose }: { eventTypes: string[]; onCreated: (secret: string) => void; onClose: () => void }) {
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
    if (!url.trim()) checked.url = 'Enter the URL that should receive the webhooks.';
    if (!events.length) checked.events = 'Choose at least one event.';
    setErrors(checked);
    if (Object.keys(checked).length) return;
    try {
      const result = await create({ variables: { url: url.trim(), events } });
      onCreated(result.data!.createWebhookEndpoint.secret!);
    } catch (caught) {
      const refused = fieldErrorsOf(caught, ['url', 'events'] as const, 'The endpoint could not be created. Please try again');
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-create-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="webhook-create-title">New webhook endpoint</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <TextField
              label="URL"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setErrors((current) => ({ ...current, url: undefined }));
              }}
              error={!!errors.url}
              helperText={errors.url ?? 'Where each event is POSTed, e.g. https://example.com/webhooks. Production calls https URLs on public addresses only.'}
              required
              slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
            />
            <FormControl error={!!errors.events} component="fieldset" variant="standard">
              <FormLabel component="legend">Events</FormLabel>
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
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={loading}>
            Create endpoint
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

type Pending = { kind: 'rotate' | 'delete' | 'disable'; endpoint: Endpoint };

const CONFIRM = {
  rotate: {
    title: 'Rotate the signing secret?',
    message: 'A new secret is made and shown once. For 24 hours each webhook is signed with both the new and the old secret, so receivers can switch over.',
    label: 'Rotate',
  },
  delete: { title: 'Delete the endpoint?', message: 'The endpoint and its delivery history are removed. Nothing more is sent to it.', label: 'Delete' },
  disable: { title: 'Disable the endpoint?', message: 'Nothing is sent to it until it is enabled again; pending retries are given up.', label: 'Disable' },
} as const;

/** Webhook endpoints (create, secret shown once, disable or enable, rotate, delete) and the deliveries of the one selected. */
export function WebhooksAdmin() {
  const { data, error, loading, refetch } = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation({ refetchQueries: [WebhookEndpointsDocument] });
  const [disable, disabling] = useDisableWebhookEndpointMutation();
  const [enable] = useEnableWebhookEndpointMutation();
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
        enqueueSnackbar('Endpoint deleted', { variant: 'success' });
      } else {
        await disable({ variables: { id: endpoint.id } });
        enqueueSnackbar('Endpoint disabled', { variant: 'success' });
      }
      setPending(null);
    } catch (caught) {
      enqueueSnackbar(errorMessageOf(caught, 'The endpoint could not be changed. Please try again', 'Network error'), { variant: 'error' });
    }
  };

  const turnOn = async (endpoint: Endpoint) => {
    try {
      await enable({ variables: { id: endpoint.id } });
      enqueueSnackbar('Endpoint enabled', { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(errorMessageOf(caught, 'The endpoint could not be enabled', 'Network error'), { variant: 'error' });
    }
  };

  return (
    <>
      {canChange && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setCreating(true)} disabled={!data}>
            New endpoint
          </Button>
        </Box>
      )}
      {error && !endpoints && <QueryError message={errorMessageOf(error, 'The endpoints could not be loaded', 'Network error')} onRetry={() => refetch()} />}
      {loading && !endpoints && <Typography color="text.secondary">Loading endpoints…</Typography>}
      {endpoints && endpoints.length === 0 && <Typography color="text.secondary">No webhook endpoints yet.</Typography>}
      {endpoints && endpoints.length > 0 && (
        <TableContainer>
          <Table aria-label="Webhook endpoints" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Endpoint</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Events</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
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
                    <Chip size="small" label={endpoint.enabled ? 'Enabled' : 'Disabled'} color={endpoint.enabled ? 'success' : 'default'} />
                    {endpoint.disabledReason && (
                      <Typography variant="body2" color="text.secondary">
                        {endpoint.disabledReason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
                      <Button size="small" onClick={() => setSelected(endpoint.id)} aria-label={`Deliveries of ${endpoint.url}`}>
                        Deliveries
                      </Button>
                      {canChange && (
                        <>
                          {endpoint.enabled ? (
                            <Button
                              size="small"
                              color="warning"
                              onClick={() => setPending({ kind: 'disable', endpoint })}
                              aria-label={`Disable ${endpoint.url}`}
                            >
                              Disable
                            </Button>
                          ) : (
                            <Button size="small" onClick={() => void turnOn(endpoint)} aria-label={`Enable ${endpoint.url}`}>
                              Enable
                            </Button>
                          )}
                          <Button size="small" onClick={() => setPending({ kind: 'rotate', endpoint })} aria-label={`Rotate secret of ${endpoint.url}`}>
                            Rotate secret
                          </Button>
                          <Button size="small" color="error" onClick={() => setPending({ kind: 'delete', endpoint })} aria-label={`Delete ${endpoint.url}`}>
                            Delete
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
          title={CONFIRM[pending.kind].title}
          message={CONFIRM[pending.kind].message}
          confirmLabel={CONFIRM[pending.kind].label}
          busy={rotating.loading || removing.loading || disabling.loading}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
