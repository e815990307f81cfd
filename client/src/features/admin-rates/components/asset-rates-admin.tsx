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
  AssetRatesDocument,
  useAssetRatesQuery,
  useClearManualRateMutation,
  useSetManualRateMutation,
  type AssetRateFieldsFragment,
} from '../../../gql/generated';
import { useCanChange } from '../../../lib/console-access';
import { errorMessageOf } from '../../../lib/apollo';
import { ACTIONS_CELL_SX, PHONE_CARDS_SX } from '../../../components/table-actions';

type AssetRate = AssetRateFieldsFragment;

/** The ages shown update with each poll (the server counts them on its clock). */
const POLL_MS = 30_000;
const RATE = /^\d{1,20}(\.\d{1,10})?$/;

function RateDialog({ rate, mode, onClose }: { rate: AssetRate; mode: 'set' | 'clear'; onClose: () => void }) {
  const { t } = useTranslation('admin-rates');
  const [value, setValue] = useState(rate.manualRate ?? rate.marketRate ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [setManual, setting] = useSetManualRateMutation({ refetchQueries: [AssetRatesDocument] });
  const [clearManual, clearing] = useClearManualRateMutation({ refetchQueries: [AssetRatesDocument] });
  const { enqueueSnackbar } = useSnackbar();
  const loading = setting.loading || clearing.loading;
  const rateInvalid = mode === 'set' && value.trim() !== '' && (!RATE.test(value.trim()) || /^[0.]+$/.test(value.trim()));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === 'set' && (!value.trim() || rateInvalid)) return setError(t('dialog.rateInvalid'));
    if (!reason.trim()) return setError(t('dialog.reasonRequired'));
    try {
      if (mode === 'set') await setManual({ variables: { input: { asset: rate.asset, rate: value.trim(), reason: reason.trim() } } });
      else await clearManual({ variables: { input: { asset: rate.asset, reason: reason.trim() } } });
      enqueueSnackbar(mode === 'set' ? t('setDone', { asset: rate.asset }) : t('clearDone', { asset: rate.asset }), { variant: 'success' });
      onClose();
    } catch (caught) {
      setError(errorMessageOf(caught, t('dialog.failed'), t('networkError')));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rate-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="rate-dialog-title">
          {mode === 'set' ? t('dialog.setTitle', { asset: rate.asset }) : t('dialog.clearTitle', { asset: rate.asset })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              {mode === 'set' ? t('dialog.setHelp') : t('dialog.clearHelp')}
            </Typography>
            {mode === 'set' && (
              <TextField
                label={t('dialog.rate', { asset: rate.asset })}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                error={rateInvalid}
                helperText={rateInvalid ? t('dialog.rateInvalid') : t('dialog.rateHelp')}
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                required
              />
            )}
            <TextField
              label={t('dialog.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText={t('dialog.reasonHelp')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              multiline
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={mode === 'clear' ? 'warning' : 'primary'} loading={loading}>
            {mode === 'set' ? t('dialog.set') : t('dialog.clear')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function Age({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('admin-rates');
  if (seconds === null) return <>—</>;
  if (seconds < 60) return <>{t('list.ageSeconds', { n: seconds })}</>;
  if (seconds < 5400) return <>{t('list.ageMinutes', { n: Math.floor(seconds / 60) })}</>;
  return <>{t('list.ageHours', { n: Math.floor(seconds / 3600) })}</>;
}

/** The deposit assets' USD rates: what a deposit would be quoted at now, from where, how old; admins set or clear a manual rate. */
export function AssetRatesAdmin() {
  const { t } = useTranslation('admin-rates');
  const { data, error, loading } = useAssetRatesQuery({ fetchPolicy: 'cache-and-network', pollInterval: POLL_MS });
  const [dialog, setDialog] = useState<{ rate: AssetRate; mode: 'set' | 'clear' } | null>(null);
  const canChange = useCanChange();
  const rates = data?.assetRates;

  const sourceLabel = (source: string) => (['fixed', 'manual', 'demo'].includes(source) ? t(`sources.${source}`) : source);

  return (
    <>
      {error && !rates && <Alert severity="error">{errorMessageOf(error, t('list.loadFailed'), t('networkError'))}</Alert>}
      {rates && (
        <TableContainer>
          <Table aria-label={t('list.table')} size="small" sx={PHONE_CARDS_SX}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.asset')}</TableCell>
                <TableCell align="right">{t('list.rate')}</TableCell>
                <TableCell>{t('list.source')}</TableCell>
                <TableCell>{t('list.age')}</TableCell>
                <TableCell>{t('list.market')}</TableCell>
                <TableCell sx={ACTIONS_CELL_SX} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.map((rate) => (
                <TableRow key={rate.asset}>
                  <TableCell>{rate.asset}</TableCell>
                  <TableCell align="right" sx={{ fontFamily: 'monospace' }} data-label={t('list.rate')}>
                    {rate.rate ? `${rate.rate} USD` : <Chip size="small" color="error" label={t('list.paused')} />}
                  </TableCell>
                  <TableCell data-label={t('list.source')}>
                    {rate.source ? (
                      <Chip size="small" label={sourceLabel(rate.source)} color={rate.manual ? 'warning' : rate.source === 'demo' ? 'info' : 'default'} />
                    ) : (
                      '—'
                    )}
                    {rate.manualReason && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {rate.manualReason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell data-label={t('list.age')}>{rate.fixed ? '—' : <Age seconds={rate.ageSeconds} />}</TableCell>
                  <TableCell data-label={t('list.market')}>
                    {rate.fixed ? (
                      '—'
                    ) : (
                      <>
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {rate.marketRate ? `${rate.marketRate} USD` : '—'}
                        </Box>
                        {rate.marketSource && ` (${sourceLabel(rate.marketSource)})`}
                        {rate.lastError && (
                          <Typography variant="caption" color="error" component="div" title={rate.lastError}>
                            {t('list.failing')}
                          </Typography>
                        )}
                      </>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={ACTIONS_CELL_SX}>
                    {canChange && !rate.fixed && (
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button size="small" onClick={() => setDialog({ rate, mode: 'set' })} aria-label={t('list.setLabel', { asset: rate.asset })}>
                          {t('list.set')}
                        </Button>
                        {rate.manual && (
                          <Button
                            size="small"
                            color="warning"
                            onClick={() => setDialog({ rate, mode: 'clear' })}
                            aria-label={t('list.clearLabel', { asset: rate.asset })}
                          >
                            {t('list.clear')}
                          </Button>
                        )}
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {loading && !rates && <Typography color="text.secondary">{t('list.loading')}</Typography>}
      {dialog && <RateDialog rate={dialog.rate} mode={dialog.mode} onClose={() => setDialog(null)} />}
    </>
  );
}
