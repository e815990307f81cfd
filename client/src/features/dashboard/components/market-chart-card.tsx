import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { ThirdPartyFrame } from '../../../components/widgets/third-party-frame';
import { advancedChartUrl, tradingViewSymbolPage, TRADINGVIEW_PROBE_URL } from '../../../components/widgets/tradingview';

export const MARKET_SYMBOL = 'NASDAQ:AAPL';
export const MARKET_CHART_URL = tradingViewSymbolPage(MARKET_SYMBOL);

/**
 * TradingView's advanced chart for NASDAQ:AAPL, daily. It loads only once the dashboard is idle
 * and TradingView answers; until then (and for good when offline) the card shows a fallback
 * of the same size with a link to the chart on tradingview.com. The card and the chart both
 * follow the visitor's language.
 */
export function MarketChartCard() {
  const { t, i18n } = useTranslation('dashboard');
  const title = t('market.title', { symbol: MARKET_SYMBOL });
  return (
    <Card component="section" aria-label={t('market.label')} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <ThirdPartyFrame
          title={title}
          fallbackTitle={null}
          src={advancedChartUrl(MARKET_SYMBOL, i18n.resolvedLanguage ?? i18n.language)}
          probeUrl={TRADINGVIEW_PROBE_URL}
          reveal="tradingview"
          height={{ xs: 320, md: 360 }}
          icon={<ShowChartIcon />}
          message={t('market.unavailable')}
          newTabLabel={t('market.newTab')}
          providerUrl={MARKET_CHART_URL}
          providerLabel={t('market.open', { symbol: MARKET_SYMBOL })}
        />
      </CardContent>
    </Card>
  );
}
