import { Decimal } from '../../common/money';
import type { WalletAsset } from './addresses/wallet-asset';

/** Each asset's smallest unit: USDT 6 decimals (on Ethereum and TRON alike), ETH 18 (wei), BTC 8 (satoshi), LTC 8 (litoshi). */
export const ASSET_DECIMALS: Record<WalletAsset, number> = { USDT: 6, ETH: 18, BTC: 8, LTC: 8 };

export interface PayAmount {
  /** The amount in the asset's smallest unit (an integer). */
  baseUnits: bigint;
  /** The same as an exact decimal in the asset's units, without trailing zeros ("0.0825", "6000"). */
  amount: string;
}

/** A decimal string as an integer over a power of ten: "3012.45" → 301245n / 10^2. */
function fraction(value: string): { numerator: bigint; scale: number } {
  const text = new Decimal(value).toFixed();
  if (!/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`not a positive decimal: ${value}`);
  const [whole, part = ''] = text.split('.');
  return { numerator: BigInt(whole + part), scale: part.length };
}

/** Base units written as a decimal in the asset's units, exact, trailing zeros dropped. */
export function formatBaseUnits(baseUnits: bigint, decimals: number): string {
  return new Decimal(baseUnits.toString()).div(new Decimal(10).pow(decimals)).toFixed();
}

/**
 * What to pay for `usd` at `rate` (USD per unit): usd ÷ rate, rounded UP to the asset's smallest
 * unit, so what arrives is never worth less than the deposit. Computed on integers (no rounding
 * before the last step): ceil(usd · 10^decimals / rate).
 */
export function payAmountFor(usd: string, rate: string, decimals: number): PayAmount {
  const u = fraction(usd);
  const r = fraction(rate);
  if (r.numerator === 0n) throw new RangeError('the rate is zero');
  // usd = u.n / 10^u.s, rate = r.n / 10^r.s → units = u.n · 10^(decimals + r.s) / (r.n · 10^u.s)
  const numerator = u.numerator * 10n ** BigInt(decimals + r.scale);
  const denominator = r.numerator * 10n ** BigInt(u.scale);
  const baseUnits = (numerator + denominator - 1n) / denominator;
  return { baseUnits, amount: formatBaseUnits(baseUnits, decimals) };
}
