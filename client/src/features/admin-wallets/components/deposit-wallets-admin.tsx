import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
  AdminDepositWalletsDocument,
  useAdminDepositWalletsQuery,
  useSaveDepositWalletMutation,
  type AdminDepositWalletFieldsFragment,
  type DepositAddressKind,
} from '../../../gql/generated';
import { useCanChange } from '../../../lib/console-access';
import { errorMessageOf } from '../../../lib/apollo';
import { assetOnNetwork, networkTitle } from '../../../lib/networks';
import { ACTIONS_CELL_SX, PHONE_CARDS_SX } from '../../../components/table-actions';

type Wallet = AdminDepositWalletFieldsFragment;

interface Draft {
  id: string | null;
  walletName: string;
  network: string;
  /** USDT, ETH, BTC or LTC; '' lets the server read it from the name and label. */
  asset: string;
  /** bitcoin, ethereum, tron or litecoin; '' lets the server read it from the label. */
  networkName: string;
  addressKind: DepositAddressKind;
  walletAddress: string;
  extendedPublicKey: string;
  active: boolean;
}

const ASSETS = ['USDT', 'ETH', 'BTC', 'LTC'];
const NETWORKS = ['ethereum', 'tron', 'bitcoin', 'litecoin'];

const EMPTY: Draft = {
  id: null,
  walletName: '',
  network: '',
  asset: '',
  networkName: '',
  addressKind: 'DERIVED',
  walletAddress: '',
  extendedPublicKey: '',
  active: true,
};

/** The networks whose addresses can be derived; each has its hint `keyHints.<network>`. */
const DERIVABLE = new Set(['BTC', 'LTC', 'ERC20', 'TRC20']);

function shorten(value: string): string {
  return value.length > 24 ? `${value.slice(0, 12)}…${value.slice(-8)}` : value;
}

function WalletDialog({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const { t } = useTranslation('admin-wallets');
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useSaveDepositWalletMutation({ refetchQueries: [AdminDepositWalletsDocument] });
  const { enqueueSnackbar } = useSnackbar();
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const derived = draft.addressKind === 'DERIVED';
      await save({
        variables: {
          input: {
            id: draft.id,
            walletName: draft.walletName,
            network: draft.network,
            asset: draft.asset || null,
            networkName: draft.networkName || null,
            addressKind: draft.addressKind,
            walletAddress: derived ? null : draft.walletAddress,
            extendedPublicKey: derived ? draft.extendedPublicKey : null,
            active: draft.active,
          },
        },
      });
      enqueueSnackbar(t('saved'), { variant: 'success' });
      onClose();
    } catch (caught) {
      setError(errorMessageOf(caught, t('dialog.saveFailed'), t('networkError')));
    }
  };

  const network = draft.network.trim().toUpperCase();
  const hint = DERIVABLE.has(network) ? t(`keyHints.${network}`) : t('keyHints.other');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="wallet-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="wallet-dialog-title">{draft.id ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField label={t('dialog.name')} value={draft.walletName} onChange={(e) => set({ walletName: e.target.value })} required />
            <TextField
              label={t('dialog.network')}
              value={draft.network}
              onChange={(e) => set({ network: e.target.value })}
              helperText={t('dialog.networkHelp')}
              required
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select fullWidth label={t('dialog.asset')} value={draft.asset} onChange={(e) => set({ asset: e.target.value })}>
                <MenuItem value="">{t('dialog.auto')}</MenuItem>
                {ASSETS.map((asset) => (
                  <MenuItem key={asset} value={asset}>
                    {asset}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth label={t('dialog.chain')} value={draft.networkName} onChange={(e) => set({ networkName: e.target.value })}>
                <MenuItem value="">{t('dialog.auto')}</MenuItem>
                {NETWORKS.map((name) => (
                  <MenuItem key={name} value={name}>
                    {networkTitle(name)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <RadioGroup aria-label={t('dialog.address')} value={draft.addressKind} onChange={(e) => set({ addressKind: e.target.value as DepositAddressKind })}>
              <FormControlLabel value="DERIVED" control={<Radio />} label={t('dialog.derived')} />
              <FormControlLabel value="STATIC" control={<Radio />} label={t('dialog.static')} />
            </RadioGroup>
            {draft.addressKind === 'DERIVED' ? (
              <TextField
                label={t('dialog.extendedKey')}
                value={draft.extendedPublicKey}
                onChange={(e) => set({ extendedPublicKey: e.target.value })}
                helperText={t('dialog.keyHelp', { hint })}
                slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                multiline
                required
              />
            ) : (
              <TextField
                label={t('dialog.walletAddress')}
                value={draft.walletAddress}
                onChange={(e) => set({ walletAddress: e.target.value })}
                slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                required
              />
            )}
            <FormControlLabel control={<Switch checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />} label={t('dialog.offered')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The deposit wallets, as the operator configures them: derived (one address per deposit) or static. */
export function DepositWalletsAdmin() {
  const { t } = useTranslation('admin-wallets');
  const { data, error, loading } = useAdminDepositWalletsQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Draft | null>(null);
  const canChange = useCanChange();
  const wallets = data?.adminDepositWallets;

  const edit = (wallet: Wallet) =>
    setEditing({
      id: wallet.id,
      walletName: wallet.walletName,
      network: wallet.network,
      asset: wallet.asset,
      networkName: wallet.networkName,
      addressKind: wallet.addressKind,
      walletAddress: wallet.walletAddress ?? '',
      extendedPublicKey: wallet.extendedPublicKey ?? '',
      active: wallet.active,
    });

  return (
    <>
      {canChange && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setEditing(EMPTY)}>
            {t('list.add')}
          </Button>
        </Box>
      )}
      {error && !wallets && <Alert severity="error">{errorMessageOf(error, t('list.loadFailed'), t('networkError'))}</Alert>}
      {wallets && wallets.length === 0 && <Typography color="text.secondary">{t('list.none')}</Typography>}
      {wallets && wallets.length > 0 && (
        <TableContainer>
          <Table aria-label={t('list.table')} size="small" sx={PHONE_CARDS_SX}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.wallet')}</TableCell>
                <TableCell>{t('list.network')}</TableCell>
                <TableCell>{t('list.address')}</TableCell>
                <TableCell align="right">{t('list.given')}</TableCell>
                <TableCell>{t('list.status')}</TableCell>
                <TableCell sx={ACTIONS_CELL_SX} />
              </TableRow>
            </TableHead>
            <TableBody>
              {wallets.map((wallet) => (
                <TableRow key={wallet.id}>
                  <TableCell>
                    {wallet.walletName}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {assetOnNetwork(wallet)}
                    </Typography>
                  </TableCell>
                  <TableCell data-label={t('list.network')}>{wallet.network}</TableCell>
                  <TableCell data-label={t('list.address')}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Chip
                        size="small"
                        label={wallet.addressKind === 'DERIVED' ? t('list.derived') : t('list.static')}
                        color={wallet.addressKind === 'DERIVED' ? 'primary' : 'default'}
                      />
                      <Box component="span" sx={{ fontFamily: 'monospace' }} title={wallet.extendedPublicKey ?? wallet.walletAddress ?? ''}>
                        {shorten(wallet.extendedPublicKey ?? wallet.walletAddress ?? '')}
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell align="right" data-label={t('list.given')}>
                    {wallet.addressKind === 'DERIVED' ? wallet.nextIndex : '—'}
                  </TableCell>
                  <TableCell data-label={t('list.status')}>{wallet.active ? t('list.active') : t('list.inactive')}</TableCell>
                  <TableCell align="right" sx={ACTIONS_CELL_SX}>
                    {canChange && (
                      <Button size="small" onClick={() => edit(wallet)} aria-label={t('list.editLabel', { name: wallet.walletName, network: wallet.network })}>
                        {t('list.edit')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {loading && !wallets && <Typography color="text.secondary">{t('list.loading')}</Typography>}
      {editing && <WalletDialog initial={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
