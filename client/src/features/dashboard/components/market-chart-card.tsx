import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShowChartIcon from '@mui/icons-material/ShowChart';

export const MARKET_SYMBOL = 'NASDAQ:AAPL';
export const MARKET_CHART_URL = `https://www.tradingview.com/chart/?symbol=${encodeURIComponent(MARKET_SYMBOL)}&interval=D`;

/**
 * The market chart for NASDAQ:AAPL (daily). No third-party script is loaded into the page: an
 * embedded widget would add an outside dependency, console noise and a stalled card offline.
 * The card links out to the full chart instead.
 */
export function MarketChartCard() {
  return (
    <Card component="section" aria-label="Market chart" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Market Chart · {MARKET_SYMBOL}
        </Typography>
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: 4 }}>
          <ShowChartIcon color="disabled" sx={{ fontSize: 48 }} />
          <Typography color="text.secondary">
            The live market chart is not embedded in this page. Open the daily chart on TradingView.
          </Typography>
          <Button
            variant="outlined"
            href={MARKET_CHART_URL}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            Open {MARKET_SYMBOL} chart
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
