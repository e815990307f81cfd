import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CandlestickChartIcon from '@mui/icons-material/CandlestickChart';
import { TICKER_SYMBOLS, TICKER_TAPE_HEIGHT, tickerTapeUrl, TRADINGVIEW_PROBE_URL } from './tradingview';
import { ThirdPartyFrame } from './third-party-frame';

/** TradingView's ticker tape: indices, crypto, gold and the euro; a one-line fallback offline. */
export function TickerTape() {
  const { t, i18n } = useTranslation('public');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ThirdPartyFrame
      layout="strip"
      title={t('widgets.ticker.title')}
      src={tickerTapeUrl(language)}
      probeUrl={TRADINGVIEW_PROBE_URL}
      reveal="tradingview"
      height={TICKER_TAPE_HEIGHT}
      icon={<CandlestickChartIcon fontSize="small" />}
      message={t('widgets.ticker.unavailable')}
      newTabLabel={t('widgets.newTab')}
      providerUrl="https://www.tradingview.com/markets/"
      providerLabel="TradingView"
      details={TICKER_SYMBOLS.map((symbol) => (
        <Box key={symbol.proName} component="span" sx={{ typography: 'body2', whiteSpace: 'nowrap' }} dir="ltr">
          {symbol.title === 'Gold' ? t('widgets.ticker.gold') : symbol.title}
        </Box>
      ))}
    />
  );
}
