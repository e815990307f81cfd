/**
 * The assets the platform quotes in USD, and how each is priced. Adding one is one line here.
 */
export const RATE_ASSETS = {
  /** Tether is taken at par: a deposit of 6,000.00 USD in USDT asks for 6,000 USDT. */
  USDT: { fixed: '1.00' },
  ETH: { kraken: { pair: 'ETHUSD', key: 'XETHZUSD' }, coinbase: 'ETH-USD', demo: '3000.00' },
  BTC: { kraken: { pair: 'XBTUSD', key: 'XXBTZUSD' }, coinbase: 'BTC-USD', demo: '60000.00' },
  LTC: { kraken: { pair: 'LTCUSD', key: 'XLTCZUSD' }, coinbase: 'LTC-USD', demo: '85.00' },
} as const satisfies Record<string, RateAssetConfig>;

export interface RateAssetConfig {
  /** A rate that never changes and no provider is asked for (USDT). */
  fixed?: string;
  /** Kraken's pair name as requested (`pair`) and as the answer's key (`key`). */
  kraken?: { pair: string; key: string };
  /** Coinbase's currency pair (`BTC-USD`). */
  coinbase?: string;
  /** The labelled demo rate used outside production when RATE_PROVIDER=demo. */
  demo?: string;
}

export type RateAsset = keyof typeof RATE_ASSETS;

export const RATE_ASSET_NAMES = Object.keys(RATE_ASSETS) as RateAsset[];

/** The assets whose rate comes from a provider (every one but the fixed ones). */
export const MARKET_ASSETS = RATE_ASSET_NAMES.filter((asset) => !(RATE_ASSETS[asset] as RateAssetConfig).fixed);

export function isRateAsset(value: unknown): value is RateAsset {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RATE_ASSETS, value);
}

export function assetConfig(asset: RateAsset): RateAssetConfig {
  return RATE_ASSETS[asset];
}

/** A cached market rate older than this is not quoted: the deposit in that asset is refused. */
export const RATE_MAX_AGE_MS = 5 * 60_000;
