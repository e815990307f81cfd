// TradingView's embeddable widgets, loaded as plain iframes (no script of theirs runs in our
// page). The server's Content-Security-Policy allows exactly these hosts in frame-src and
// object-src.

/** Origins a TradingView widget frame posts its messages from. */
export const TRADINGVIEW_ORIGINS: readonly string[] = ['https://s.tradingview.com', 'https://www.tradingview-widget.com'];

/** Probed before any TradingView frame is inserted: when it cannot load, neither can the widget. */
export const TRADINGVIEW_PROBE_URL = 'https://s.tradingview.com/favicon.ico';

/** TradingView's own locale codes for our languages; Hindi has none and falls back to English. */
const LOCALES: Record<string, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de_DE',
  'zh-CN': 'zh_CN',
  ja: 'ja',
  ar: 'ar_AE',
  ru: 'ru',
  pt: 'br',
  hi: 'en',
};

export function tradingViewLocale(language: string): string {
  return LOCALES[language] ?? 'en';
}

/** The ticker tape's symbols: broad indices, the two largest coins, gold and the euro. */
export const TICKER_SYMBOLS = [
  { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
  { proName: 'FOREXCOM:NSXUSD', title: 'Nasdaq 100' },
  { proName: 'BITSTAMP:BTCUSD', title: 'BTC/USD' },
  { proName: 'BITSTAMP:ETHUSD', title: 'ETH/USD' },
  { proName: 'OANDA:XAUUSD', title: 'Gold' },
  { proName: 'FX_IDC:EURUSD', title: 'EUR/USD' },
] as const;

/** Height of the ticker tape in its adaptive display mode, reserved before it loads. */
export const TICKER_TAPE_HEIGHT = 46;

export function tickerTapeUrl(language: string): string {
  const config = {
    symbols: TICKER_SYMBOLS,
    showSymbolLogo: true,
    isTransparent: false,
    displayMode: 'adaptive',
    colorTheme: 'light',
    locale: tradingViewLocale(language),
    width: '100%',
    height: TICKER_TAPE_HEIGHT,
  };
  return `https://s.tradingview.com/embed-widget/ticker-tape/?locale=${tradingViewLocale(language)}#${encodeURIComponent(JSON.stringify(config))}`;
}

/** TradingView's advanced chart for one symbol, daily candles. */
export function advancedChartUrl(symbol: string, language: string): string {
  const params = new URLSearchParams({
    symbol,
    interval: 'D',
    hidesidetoolbar: '1',
    symboledit: '0',
    saveimage: '0',
    hideideas: '1',
    theme: 'light',
    style: '1',
    timezone: 'Etc/UTC',
    locale: tradingViewLocale(language),
  });
  return `https://s.tradingview.com/widgetembed/?${params.toString()}`;
}

/** The page on tradingview.com a visitor can open when the embedded widget is unavailable. */
export function tradingViewSymbolPage(symbol: string): string {
  return `https://www.tradingview.com/chart/?symbol=${encodeURIComponent(symbol)}&interval=D`;
}

/**
 * True for the message a TradingView widget posts once it has drawn itself:
 * `{ name: 'tv-widget-load' }`, sent as an object or as its JSON text, from a TradingView origin.
 */
export function isTradingViewLoadMessage(event: MessageEvent): boolean {
  if (!TRADINGVIEW_ORIGINS.includes(event.origin)) return false;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return false;
    }
  }
  return typeof data === 'object' && data !== null && (data as { name?: unknown }).name === 'tv-widget-load';
}
