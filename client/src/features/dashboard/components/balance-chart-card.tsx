import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import type { DashboardQuery } from '../../../gql/generated';
import { chartData, compactTick, exactFormatter, formatPercent, formatPlotted, monthRange, tickMonth } from '../utils/chart-data';

type Dashboard = DashboardQuery['dashboard'];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}

/** Balance, deposits, withdrawals and profits of the last 7 months, with growth figures below. */
export function BalanceChartCard({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const data = chartData(dashboard.monthly);
  return (
    <Card component="section" aria-label={t('chart.label')} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('chart.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {data.labels.length > 0 ? t('chart.subtitleRange', { range: monthRange(data.labels) }) : t('chart.subtitle')}
        </Typography>
        {/* No fixed height: the legend sits above the 300 px drawing and wraps to two rows on a phone. */}
        <Box sx={{ minHeight: 300, mt: 1 }}>
          {data.labels.length > 0 ? (
            <LineChart
              height={300}
              // Ticks say the month only ("Apr"; the year is in the subtitle, the tooltip has both) and the
              // y-axis is compact ("2.5K"), so seven labels fit a 390 px phone, none cut or overlapping.
              xAxis={[
                {
                  scaleType: 'point',
                  data: data.labels,
                  valueFormatter: (label: string, context: AxisValueFormatterContext) => (context.location === 'tick' ? tickMonth(label) : label),
                  tickLabelStyle: { fontSize: 12 },
                },
              ]}
              yAxis={[
                {
                  valueFormatter: (value: number, context: AxisValueFormatterContext) =>
                    context.location === 'tick' ? compactTick(value) : formatPlotted(value),
                  width: 44,
                },
              ]}
              series={[
                { id: 'balance', label: t('chart.series.balance'), data: data.balance, valueFormatter: exactFormatter(data.figures.balance), area: false },
                { id: 'deposits', label: t('chart.series.deposits'), data: data.deposits, valueFormatter: exactFormatter(data.figures.deposits) },
                { id: 'withdrawals', label: t('chart.series.withdrawals'), data: data.withdrawals, valueFormatter: exactFormatter(data.figures.withdrawals) },
                { id: 'profits', label: t('chart.series.profits'), data: data.profits, valueFormatter: exactFormatter(data.figures.profits) },
              ]}
              margin={{ left: 4, right: 20 }}
            />
          ) : (
            <Typography color="text.secondary" align="center" sx={{ pt: 12 }}>
              {t('chart.noActivity')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" divider={<Box sx={{ borderLeft: 1, borderColor: 'divider' }} />} sx={{ mt: 2, gap: 1 }}>
          <Stat label={t('chart.netGrowth')} value={formatPercent(dashboard.netGrowth)} />
          <Stat label={t('chart.roi')} value={formatPercent(dashboard.roi)} />
          <Stat label={t('chart.activeSince')} value={dashboard.activeSince ? String(dashboard.activeSince) : t('chart.notAvailable')} />
        </Stack>
      </CardContent>
    </Card>
  );
}
