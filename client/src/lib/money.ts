// Money arrives from the server as a decimal string ("1234.50") and never becomes a JS number.
// Display formatting, comparison against plan limits and the few sums a screen shows (total
// return = amount + profit) all happen here, on strings or BigInt cents.

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const formatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Two decimals with thousands separators; anything that is not a decimal number gives '0.00'. */
export function formatMoney(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!DECIMAL.test(text)) return '0.00';
  // Intl.NumberFormat formats a decimal string exactly (no float conversion), rounding half-up.
  const formatted = formatter.format(text as Intl.StringNumericLiteral);
  return formatted === '-0.00' ? '0.00' : formatted;
}

/** "1,234.50 USD" */
export function formatUsd(value: string | null | undefined): string {
  return `${formatMoney(value)} USD`;
}

const MONEY_INPUT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount typed by the user as the server's Money string with 2 decimals ("1,500.5" →
 * "1500.50"), or null when it is not a positive amount with at most 2 decimals. Pure string
 * work: the amount never becomes a JS number.
 */
export function parseMoneyInput(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace(/,/g, '');
  const match = MONEY_INPUT.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  if (/^0+$/.test(whole) && cents === '00') return null;
  return `${whole}.${cents}`;
}

/** "500 USD" for whole amounts, "500.50 USD" otherwise (hints such as the minimum deposit). */
export function formatUsdShort(value: string | null | undefined): string {
  return `${formatMoney(value).replace(/\.00$/, '')} USD`;
}

const MONEY_STRING = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** A Money string with at most 2 decimals as whole cents, exactly; null when it is not one. */
export function toCents(value: string | null | undefined): bigint | null {
  const match = MONEY_STRING.exec((value ?? '').trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Whole cents back to a Money string with 2 decimals ("-1234.05"). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const fraction = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${fraction}`;
}

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b`, compared exactly as decimals
 * ("1000" equals "1000.00"); null when either is not a Money string.
 */
export function compareMoney(a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 | null {
  const left = toCents(a);
  const right = toCents(b);
  if (left === null || right === null) return null;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** True when `min <= amount <= max`, compared as decimals; false when any is not a Money string. */
export function isMoneyWithin(amount: string, min: string, max: string): boolean {
  const low = compareMoney(amount, min);
  const high = compareMoney(amount, max);
  return low !== null && high !== null && low >= 0 && high <= 0;
}

/** `a + b` for two Money strings, exactly (in BigInt cents); null when either is not one. */
export function addMoney(a: string | null | undefined, b: string | null | undefined): string | null {
  const left = toCents(a);
  const right = toCents(b);
  if (left === null || right === null) return null;
  return fromCents(left + right);
}

/**
 * How much of `whole` `part` is, as a percentage clamped to 0..100 for a progress bar (a
 * display ratio, not an amount); 0 when `whole` is not positive or either is not Money.
 */
export function moneyPercent(part: string | null | undefined, whole: string | null | undefined): number {
  const numerator = toCents(part);
  const denominator = toCents(whole);
  if (numerator === null || denominator === null || denominator <= 0n) return 0;
  // Basis points in BigInt, then a small integer that a float holds exactly.
  const basisPoints = (numerator * 10_000n) / denominator;
  const clamped = basisPoints < 0n ? 0n : basisPoints > 10_000n ? 10_000n : basisPoints;
  return Number(clamped) / 100;
}
