import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/dates';
import { useLiabilitiesReserves } from '../hooks/use-liabilities-reserves';

const mono = { fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' } as const;

/** Reserves per asset beside the liabilities: each address's balance and its time, the USD value at the current rate, the ratio (issue 30). */
export function ReservesSection() {
  const { t } = useTranslation('liabilities');
  const { reserves, error } = useLiabilitiesReserves();
  if (error) return <Alert severity="error">{t('reserves.loadError')}</Alert>;
  if (!reserves) return null;
  return (
    <Card component="section" aria-labelledby="por-reserves">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="por-reserves" variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
          {t('reserves.title')}
        </Typography>
        <Typography color="text.secondary">{t('reserves.intro')}</Typography>
        {reserves.assets.length === 0 && <Alert severity="info">{t('reserves.none')}</Alert>}
        {reserves.assets.length > 0 && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {reserves.ratio === null ? t('reserves.ratioUnknown') : t('reserves.ratio', { ratio: reserves.ratio })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('reserves.ratioDetail', {
                reserves: reserves.total_usd ?? t('reserves.notRead'),
                liabilities: reserves.liabilities_usd ?? t('reserves.noSnapshot'),
                snapshot: reserves.liabilities_snapshot ?? '—',
                at: reserves.liabilities_at ? formatDateTime(reserves.liabilities_at) : '—',
              })}
            </Typography>
          </Box>
        )}
        {reserves.assets.map((asset) => (
          <Box key={asset.asset} component="section" aria-label={asset.asset} sx={{ borderTop: 1, borderColor: 'divider', pt: 2, display: 'grid', gap: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
              {asset.asset}: {asset.total ?? t('reserves.notRead')}
              {asset.usd_value !== null && ` ≈ ${asset.usd_value} USD`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {asset.rate === null
                ? t('reserves.noRate')
                : t('reserves.rate', { rate: asset.rate, source: asset.rate_source, at: asset.rate_at ? formatDateTime(asset.rate_at) : '—' })}
              {asset.unread_addresses > 0 && ` · ${t('reserves.unread', { n: asset.unread_addresses })}`}
            </Typography>
            {asset.addresses.map((row) => (
              <Box key={`${row.network}:${row.address}`} sx={{ display: 'grid', gap: 0.25 }}>
                <Typography variant="body2">
                  {row.network} · {row.balance === null ? t('reserves.notRead') : `${row.balance} ${asset.asset}`}
                  {row.balance_at && ` · ${t('reserves.readAt', { at: formatDateTime(row.balance_at) })}`}
                </Typography>
                <Typography sx={mono}>{row.address}</Typography>
                <Typography variant="caption" color="text.secondary" sx={mono}>
                  {t('reserves.signed', { message: row.message })} {row.signature}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
