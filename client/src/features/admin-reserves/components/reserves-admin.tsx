import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useSnackbar } from 'notistack';
import {
  AdminReserveAddressesDocument,
  useAdminReserveAddressesQuery,
  useDeclareReserveAddressMutation,
  useRemoveReserveAddressMutation,
  useReserveSigningMessageLazyQuery,
  type AdminReserveAddressFieldsFragment,
} from '../../../gql/generated';
import { paths } from '../../../app/paths';
import { useStepUp } from '../../../components/step-up/step-up';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyButton } from '../../../components/copy-button';
import { Ltr } from '../../../components/ltr';
import { MiddleTruncated } from '../../../components/middle-truncated';
import { ACTIONS_CELL_SX } from '../../../components/table-actions';
import { useCanChange } from '../../../lib/console-access';
import { errorMessageOf } from '../../../lib/apollo';
import { formatDateTime } from '../../../lib/dates';
import { fieldErrorProps, fieldErrorsOf, focusFirstInvalid } from '../../../lib/field-errors';
import { networkTitle } from '../../../lib/networks';
import { networkAfterAssetChange, RESERVE_ASSETS, reserveNetworksOf } from '../utils/reserve-pairs';

type Reserve = AdminReserveAddressFieldsFragment;

const FIELDS = ['asset', 'network', 'address', 'message', 'signature'] as const;
type Field = (typeof FIELDS)[number];

/** Waits this long after the last keystroke before asking for the text to sign. */
const MESSAGE_DELAY_MS = 400;

/** Declares a reserve address: the pair, the address, the exact text to sign (from the server) and its signature. */
export function DeclareReserveDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin-reserves');
  const [asset, setAsset] = useState('');
  const [network, setNetwork] = useState('');
  const [address, setAddress] = useState('');
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [fetchMessage, messageQuery] = useReserveSigningMessageLazyQuery({ fetchPolicy: 'network-only' });
  const [declare, { loading }] = useDeclareReserveAddressMutation({ refetchQueries: [AdminReserveAddressesDocument], awaitRefetchQueries: true });
  const { withStepUp } = useStepUp();
  const { enqueueSnackbar } = useSnackbar();

  const trimmed = address.trim();
  const ready = network !== '' && trimmed !== '';
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      fetchMessage({ variables: { network, address: trimmed } }).catch(() => undefined);
    }, MESSAGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, network, trimmed, fetchMessage]);

  const message =
    ready && messageQuery.variables?.network === network && messageQuery.variables?.address === trimmed ? messageQuery.data?.reserveSigningMessage : undefined;
  const messageRefused =
    ready && messageQuery.error && messageQuery.variables?.network === network && messageQuery.variables?.address === trimmed
      ? fieldErrorsOf(messageQuery.error, FIELDS, t('dialog.messageFailed'))
      : null;
  const addressError = errors.address ?? messageRefused?.fields.address ?? messageRefused?.fields.network ?? messageRefused?.form ?? undefined;

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const missing: Partial<Record<Field, string>> = {};
    if (!asset) missing.asset = t('dialog.required');
    if (!network) missing.network = t('dialog.required');
    if (!trimmed) missing.address = t('dialog.required');
    if (!signature.trim()) missing.signature = t('dialog.required');
    if (Object.keys(missing).length || !message) {
      setErrors(missing);
      if (!Object.keys(missing).length) setFormError(t('dialog.waitMessage'));
      focusFirstInvalid(form);
      return;
    }
    try {
      await withStepUp(() => declare({ variables: { input: { asset, network, address: trimmed, message, signature: signature.trim() } } }));
      enqueueSnackbar(t('toasts.declared'), { variant: 'success' });
      onClose();
    } catch (caught) {
      const refused = fieldErrorsOf(caught, FIELDS, t('dialog.declareFailed'));
      // The message is the server's own text: a refusal of it (a day passed) is said above the form.
      const { message: messageError, ...fields } = refused.fields;
      setErrors(fields);
      setFormError(refused.form ?? messageError ?? null);
      focusFirstInvalid(form);
    }
  };

  const networks = reserveNetworksOf(asset);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reserve-dialog-title">
      <Box component="form" noValidate onSubmit={submit} ref={setForm}>
        <DialogTitle id="reserve-dialog-title">{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t('dialog.intro')}</Typography>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                required
                label={t('dialog.asset')}
                value={asset}
                onChange={(e) => {
                  setAsset(e.target.value);
                  setNetwork((current) => networkAfterAssetChange(e.target.value, current));
                  clear('asset');
                }}
                {...fieldErrorProps(errors.asset)}
              >
                {RESERVE_ASSETS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                fullWidth
                required
                label={t('dialog.network')}
                value={network}
                disabled={networks.length === 0}
                onChange={(e) => {
                  setNetwork(e.target.value);
                  clear('network');
                }}
                {...fieldErrorProps(errors.network, networks.length === 0 ? t('dialog.assetFirst') : undefined)}
              >
                {networks.map((value) => (
                  <MenuItem key={value} value={value}>
                    {networkTitle(value)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              required
              label={t('dialog.address')}
              value={address}
              onChange={(e) => {
                setAddress(e.target.value);
                clear('address');
              }}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', dir: 'ltr' } }}
              {...fieldErrorProps(addressError)}
            />
            <Box>
              <Typography variant="subtitle2" id="reserve-message-label">
                {t('dialog.message')}
              </Typography>
              {message ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Box
                    component="code"
                    aria-labelledby="reserve-message-label"
                    data-testid="reserve-message"
                    sx={{ flex: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.85rem', overflowWrap: 'anywhere' }}
                  >
                    <Ltr>{message}</Ltr>
                  </Box>
                  <CopyButton value={message} label={t('dialog.copyMessage')} successMessage={t('toasts.messageCopied')} />
                </Stack>
              ) : (
                <Typography color="text.secondary" variant="body2">
                  {ready && messageQuery.loading ? t('dialog.messageLoading') : t('dialog.messageHint')}
                </Typography>
              )}
            </Box>
            <TextField
              required
              multiline
              label={t('dialog.signature')}
              value={signature}
              onChange={(e) => {
                setSignature(e.target.value);
                clear('signature');
              }}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', dir: 'ltr' } }}
              {...fieldErrorProps(errors.signature, t('dialog.signatureHint'))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('dialog.declare')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function RowMenu({ reserve, onRemove }: { reserve: Reserve; onRemove: () => void }) {
  const { t } = useTranslation('admin-reserves');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('list.actions', { address: reserve.address })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onRemove();
          }}
          sx={{ color: 'error.main' }}
        >
          {t('list.remove')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** The reserve addresses the platform declared, their proof and balance; admins declare and remove, support staff read. */
export function ReservesAdmin() {
  const { t } = useTranslation('admin-reserves');
  const { data, error, loading } = useAdminReserveAddressesQuery({ fetchPolicy: 'cache-and-network' });
  const [declaring, setDeclaring] = useState(false);
  const [removing, setRemoving] = useState<Reserve | null>(null);
  const [remove, removal] = useRemoveReserveAddressMutation({ refetchQueries: [AdminReserveAddressesDocument] });
  const { withStepUp } = useStepUp();
  const { enqueueSnackbar } = useSnackbar();
  const canChange = useCanChange();
  const reserves = data?.reserveAddresses;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await withStepUp(() => remove({ variables: { id: removing.id } }));
      enqueueSnackbar(t('toasts.removed'), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(errorMessageOf(caught, t('list.removeFailed'), t('networkError')), { variant: 'error' });
    }
    setRemoving(null);
  };

  return (
    <>
      {canChange && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setDeclaring(true)}>
            {t('list.declare')}
          </Button>
        </Box>
      )}
      {error && !reserves && <Alert severity="error">{errorMessageOf(error, t('list.loadFailed'), t('networkError'))}</Alert>}
      {reserves && reserves.length === 0 && <Typography color="text.secondary">{t('list.none')}</Typography>}
      {reserves && reserves.length > 0 && (
        <TableContainer>
          <Table aria-label={t('list.table')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('list.asset')}</TableCell>
                <TableCell>{t('list.network')}</TableCell>
                <TableCell>{t('list.address')}</TableCell>
                <TableCell align="right">{t('list.balance')}</TableCell>
                <TableCell>{t('list.signedOn')}</TableCell>
                <TableCell>{t('list.declaredBy')}</TableCell>
                {canChange && <TableCell sx={ACTIONS_CELL_SX}>{t('list.actionsHeader')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {reserves.map((reserve) => (
                <TableRow key={reserve.id} sx={reserve.active ? undefined : { opacity: 0.6 }}>
                  <TableCell>
                    {reserve.asset}
                    {!reserve.active && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('list.removedAt', { at: formatDateTime(reserve.removedAt) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{networkTitle(reserve.network)}</TableCell>
                  <TableCell>
                    <MiddleTruncated value={reserve.address} copyLabel={t('list.copyAddress')} copiedMessage={t('toasts.addressCopied')} />
                  </TableCell>
                  <TableCell align="right">
                    {reserve.balance === null || reserve.balance === undefined ? (
                      <Typography variant="body2" color="text.secondary" component="span">
                        {t('list.notRead')}
                      </Typography>
                    ) : (
                      <>
                        <Ltr>
                          {reserve.balance} {reserve.asset}
                        </Ltr>
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('list.readAt', { at: formatDateTime(reserve.balanceAt) })}
                        </Typography>
                      </>
                    )}
                  </TableCell>
                  <TableCell>{formatDateTime(reserve.verifiedAt)}</TableCell>
                  <TableCell>
                    {reserve.declaredBy ? (
                      <Link component={RouterLink} to={paths.admin.user.href(reserve.declaredBy)}>
                        {t('list.declaredByLink')}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  {canChange && (
                    <TableCell align="right" sx={ACTIONS_CELL_SX}>
                      {reserve.active && <RowMenu reserve={reserve} onRemove={() => setRemoving(reserve)} />}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {loading && !reserves && <Typography color="text.secondary">{t('list.loading')}</Typography>}
      {declaring && <DeclareReserveDialog onClose={() => setDeclaring(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('remove.title')}
        message={removing ? t('remove.text', { asset: removing.asset, network: networkTitle(removing.network), address: removing.address }) : ''}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('dialog.cancel')}
        busy={removal.loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
