import { Decimal } from '../../common/money';
import type { RateProviderName } from '../../config/env';
import { assetConfig, type RateAsset } from './rate-assets';

/** How long one provider request may take before it counts as a failure. */
export const RATE_FETCH_TIMEOUT_MS = 5000;
/** A ticker answer larger than this is not a ticker answer. */
const MAX_BODY_BYTES = 256 * 1024;

/** What a provider said about one asset: its USD rate as a decimal string, or why there is none. */
export type ProviderAnswer = { rate: string } | { error: string };

/** A source of USD rates behind one interface (Kraken's or Coinbase's public ticker, or the demo's fixed rates). */
export interface RateProvider {
  /** The source written next to each rate: kraken, coinbase, demo. */
  readonly name: string;
  /** Rates for the assets asked; never throws, an asset it could not price carries the reason. */
  fetchRates(assets: readonly RateAsset[]): Promise<Map<RateAsset, ProviderAnswer>>;
}

const DECIMAL = /^\d{1,20}(\.\d{1,30})?$/;

/**
 * A provider's price as the rate we store: a plain positive decimal string (no exponent, sign or
 * spaces) that fits numeric(30, 10), rounded to 10 decimals; anything else is refused (null).
 */
export function parseProviderRate(value: unknown): string | null {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return null;
  const rate = new Decimal(value).toDecimalPlaces(10, Decimal.ROUND_HALF_UP);
  return rate.gt(0) ? rate.toFixed() : null;
}

/** One GET with a timeout and a size cap; answers the parsed JSON or throws with a short reason. */
async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error)?.name;
    throw new Error(name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : `request failed (${(error as Error)?.message ?? error})`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new Error('answer too large');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('answer is not JSON');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * Kraken's public ticker, all assets in one request: GET {base}/0/public/Ticker?pair=XBTUSD,ETHUSD
 * answers `{ error: [], result: { XXBTZUSD: { c: [last price, lot volume], ... }, ... } }`; the
 * last trade's price (`c[0]`) is the rate.
 */
export class KrakenProvider implements RateProvider {
  readonly name = 'kraken';
  constructor(
    private readonly baseUrl = 'https://api.kraken.com',
    private readonly timeoutMs = RATE_FETCH_TIMEOUT_MS,
  ) {}

  async fetchRates(assets: readonly RateAsset[]): Promise<Map<RateAsset, ProviderAnswer>> {
    const answers = new Map<RateAsset, ProviderAnswer>();
    const priced = assets.filter((asset) => assetConfig(asset).kraken);
    for (const asset of assets) if (!assetConfig(asset).kraken) answers.set(asset, { error: 'not listed on kraken' });
    if (priced.length === 0) return answers;
    const pairs = priced.map((asset) => assetConfig(asset).kraken!.pair).join(',');
    let body: unknown;
    try {
      body = await getJson(`${this.baseUrl}/0/public/Ticker?pair=${encodeURIComponent(pairs)}`, this.timeoutMs);
      if (!isRecord(body)) throw new Error('answer is not an object');
      if (Array.isArray(body.error) && body.error.length > 0) throw new Error(`kraken error: ${body.error.map(String).join('; ')}`);
      if (!isRecord(body.result)) throw new Error('answer has no result');
    } catch (error) {
      for (const asset of priced) answers.set(asset, { error: reason(error) });
      return answers;
    }
    const result = body.result as Record<string, unknown>;
    for (const asset of priced) {
      const { pair, key } = assetConfig(asset).kraken!;
      const ticker = result[key] ?? result[pair];
      const last = isRecord(ticker) && Array.isArray(ticker.c) ? ticker.c[0] : undefined;
      const rate = parseProviderRate(last);
      answers.set(asset, rate ? { rate } : { error: `no valid price for ${key} (got ${JSON.stringify(last ?? null)?.slice(0, 40)})` });
    }
    return answers;
  }
}

/**
 * Coinbase's public spot price, one request per asset: GET {base}/v2/prices/BTC-USD/spot answers
 * `{ data: { amount: "…", base: "BTC", currency: "USD" } }`; base and currency must be the ones asked.
 */
export class CoinbaseProvider implements RateProvider {
  readonly name = 'coinbase';
  constructor(
    private readonly baseUrl = 'https://api.coinbase.com',
    private readonly timeoutMs = RATE_FETCH_TIMEOUT_MS,
  ) {}

  async fetchRates(assets: readonly RateAsset[]): Promise<Map<RateAsset, ProviderAnswer>> {
    const entries = await Promise.all(assets.map(async (asset): Promise<[RateAsset, ProviderAnswer]> => [asset, await this.one(asset)]));
    return new Map(entries);
  }

  private async one(asset: RateAsset): Promise<ProviderAnswer> {
    const pair = assetConfig(asset).coinbase;
    if (!pair) return { error: 'not listed on coinbase' };
    try {
      const body = await getJson(`${this.baseUrl}/v2/prices/${encodeURIComponent(pair)}/spot`, this.timeoutMs);
      const data = isRecord(body) ? body.data : undefined;
      if (!isRecord(data)) throw new Error('answer has no data');
      const [base, currency] = pair.split('-');
      if (data.base !== base || data.currency !== currency) throw new Error(`answer is for ${String(data.base)}-${String(data.currency)}, not ${pair}`);
      const rate = parseProviderRate(data.amount);
      if (!rate) throw new Error(`no valid price for ${pair} (got ${JSON.stringify(data.amount ?? null)?.slice(0, 40)})`);
      return { rate };
    } catch (error) {
      return { error: reason(error) };
    }
  }
}

/** Fixed, clearly labelled rates (source `demo`) for the demo start: no request leaves the machine. Never in production (config refuses it). */
export class DemoProvider implements RateProvider {
  readonly name = 'demo';

  fetchRates(assets: readonly RateAsset[]): Promise<Map<RateAsset, ProviderAnswer>> {
    return Promise.resolve(
      new Map(
        assets.map((asset): [RateAsset, ProviderAnswer] => {
          const rate = assetConfig(asset).demo;
          return [asset, rate ? { rate } : { error: 'no demo rate' }];
        }),
      ),
    );
  }
}

/** The configured provider, or null when rates are off (then only manual rates quote). */
export function createRateProvider(name: RateProviderName, baseUrl: string | null): RateProvider | null {
  switch (name) {
    case 'kraken':
      return new KrakenProvider(baseUrl ?? undefined);
    case 'coinbase':
      return new CoinbaseProvider(baseUrl ?? undefined);
    case 'demo':
      return new DemoProvider();
    case 'off':
      return null;
  }
}
