// Money arrives from the server as a decimal string ("1234.50") and never becomes a JS number.
// Display formatting, comparison against plan limits and the few sums a screen shows (total
// return = amount + profit) all happen here, on strings or BigInt cents.

import { asciiDigits } from './digits';
import { isolateLtr, localeFormatter } from './locale';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const WHOLE: Intl.NumberFormatOptions = { minimumFractionDigits: 0, maximumFractionDigits: 0 };

function moneyFormatter(kind: 'two' | 'whole'): Intl.NumberFormat {
  return localeFormatter(`money-${kind}`, (locale) => new Intl.NumberFormat(locale, kind === 'two' ? TWO_DECIMALS : WHOLE));
}

function isZero(formatted: string): boolean {
  return !/[1-9\u0661-\u0669\u06f1-\u06f9\u0967-\u096f]/.test(formatted);
}

/**
 * Two decimals with the current language's separators ("1,234.50", "1.234,50" in German);
 * anything that is not a decimal number gives zero ("0.00", "0,00").
 */
export function formatMoney(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const format = moneyFormatter('two');
  // Intl.NumberFormat formats a decimal string exactly (no float conversion), rounding half-up.
  const formatted = format.format((DECIMAL.test(text) ? text : '0') as Intl.StringNumericLiteral);
  // Never a negative zero ("-0.001" rounds to zero).
  return isZero(formatted) ? format.format(0) : formatted;
}

/** "1,234.50 USD" ("1.234,50 USD" in German; kept left to right in Arabic). */
export function formatUsd(value: string | null | undefined): string {
  return isolateLtr(`${formatMoney(value)} USD`);
}

/** The current language's decimal mark as typed on a keyboard: '.' or ','. */
function decimalMark(): string {
  return localeFormatter('decimal-mark', (locale) => {
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    return mark === ',' ? ',' : '.';
  });
}

/** True when the current language groups thousands the Indian way ("12,34,567": 3, then 2s). */
function groupsIndian(): boolean {
  return localeFormatter('indian-grouping', (locale) => {
    const groups = new Intl.NumberFormat(locale, { useGrouping: true })
      .formatToParts(1234567)
      .filter((part) => part.type === 'integer')
      .map((part) => part.value.length);
    return groups.join(',') === '2,2,3';
  });
}

const WESTERN_GROUPS = /^\d{1,3}(?:[.,]\d{3})*$/;
const INDIAN_GROUPS = /^\d{1,2}(?:[.,]\d{2})*[.,]\d{3}$/;

/**
 * True when the separators in a whole number split it into thousands ("1,000,000"), or the
 * Indian way ("10,00,000") in a language that writes it so; one kind of separator only.
 */
function isRegularGrouping(whole: string): boolean {
  if (!/[.,]/.test(whole)) return true;
  if (whole.includes('.') && whole.includes(',')) return false;
  return WESTERN_GROUPS.test(whole) || (groupsIndian() && INDIAN_GROUPS.test(whole));
}

/**
 * A typed number with the keyboard's variants made plain: other scripts' digits as ASCII,
 * spaces and apostrophes (group separators in some languages) and direction marks dropped,
 * the Arabic decimal separator and the full-width and ideographic full stops ("\uff0e", "\u3002")
 * as '.', the full-width comma as ','.
 */
export function plainTypedNumber(value: string): string {
  return asciiDigits(value.trim())
    .replace(/[\s\u00a0\u202f\u3000'\u2019\u066c\u200e\u200f\u061c]/g, '')
    .replace(/[\u066b\uff0e\u3002]/g, '.')
    .replace(/\uff0c/g, ',');
}

/** The unsigned amount in `text` (already plain) as "1234.50", zero included; null when it is not one. */
function readUnsignedAmount(text: string): string | null {
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const decimal = decimalMark();
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  let whole = text;
  let fraction = '';
  if (last >= 0) {
    const mark = text[last];
    const after = text.slice(last + 1);
    const isDecimal = /^\d{1,2}$/.test(after) || mark === decimal;
    if (isDecimal) {
      if (!/^\d{1,2}$/.test(after)) return null;
      whole = text.slice(0, last);
      fraction = after;
      if (whole.includes(mark)) return null;
    } else if (after.length !== 3 || text.includes(decimal)) {
      return null;
    }
  }
  if (!isRegularGrouping(whole)) return null;
  whole = whole.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  if (!/^\d+$/.test(whole)) return null;
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/**
 * An amount typed by the user as the server's Money string with 2 decimals, or null when it is
 * not a positive amount with at most 2 decimals. Read in the current language: "1,500.5" in
 * English and "1.500,5" in German are both "1500.50"; a mark followed by one or two digits at
 * the end is the decimal point in any language (a German typing "100.50" means 100.50, never
 * 10050), three digits after the language's own decimal mark are refused. Thousands separators
 * must split the number in groups of three ("1,0,000" is refused, not read as 10000), or the
 * Indian way where the language writes it so ("1,00,000" in Hindi). Digits and punctuation of
 * Arabic, Hindi and full-width (Japanese and Chinese) keyboards are read too. Pure string work:
 * the amount never becomes a JS number.
 */
export function parseMoneyInput(value: string | null | undefined): string | null {
  const amount = readUnsignedAmount(plainTypedNumber(value ?? ''));
  return amount === null || /^0+\.00$/.test(amount) ? null : amount;
}

/**
 * A signed amount typed by the user (an admin's correction, a plan's limit) as a Money string
 * ("-25.00"), read by the same rules as `parseMoneyInput`, with an optional leading '+' or '-'
 * (also the minus sign and the full-width signs); zero is "0.00" (the caller decides whether
 * zero is allowed). Null when it is not an amount with at most 2 decimals.
 */
export function parseSignedMoneyInput(value: string | null | undefined): string | null {
  const text = plainTypedNumber(value ?? '')
    .replace(/[\u2212\uff0d]/g, '-')
    .replace(/\uff0b/g, '+');
  const sign = /^[+-]/.exec(text)?.[0] ?? '';
  const amount = readUnsignedAmount(text.slice(sign.length));
  if (amount === null) return null;
  return sign === '-' && !/^0+\.00$/.test(amount) ? `-${amount}` : amount;
}

/**
 * "+40.00 USD" or "-12.50 USD": a change of balance with its sign, the sign kept with the number
 * inside the left-to-right isolate (in Arabic, a sign outside it would land on the wrong side).
 */
export function formatSignedUsd(value: string | null | undefined): string {
  const formatted = formatMoney(value);
  const sign = /^[\u200e\u200f]*[-\u2212]/.test(formatted) || isZero(formatted) ? '' : '+';
  return isolateLtr(`${sign}${formatted} USD`);
}

/** "500 USD" for whole amounts, "500.50 USD" otherwise (hints such as the minimum deposit). */
export function formatUsdShort(value: string | null | undefined): string {
  const cents = toCents(value?.trim() && DECIMAL.test(value.trim()) ? value : '0');
  if (cents === null || cents % 100n !== 0n) return formatUsd(value);
  return isolateLtr(`${moneyFormatter('whole').format(cents / 100n)} USD`);
}

/** "$1,234.50" ("1.234,50 $" in German): the currency sign where a table is short of room. */
export function formatUsdSign(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const format = localeFormatter('money-usd-sign', (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));
  return format.format((DECIMAL.test(text) ? text : '0') as Intl.StringNumericLiteral);
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

const COIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * An amount of a coin as the server sends it ("0.004512000000000000", "750.000000") in the
 * current language, every significant decimal kept (a wallet must send exactly this) and at
 * least two shown: "0.004512", "750.00", "0,004512" in German. Formatted from the string, never
 * through a float; anything that is not an unsigned decimal is shown as it came.
 */
export function formatCoinAmount(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!COIN_DECIMAL.test(text)) return text;
  // Older engines cap fraction digits at 20; coins use at most 18.
  const format = localeFormatter('coin', (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 20 }));
  return format.format(text as Intl.StringNumericLiteral);
}

/** "0.004512 ETH" ("0,004512 ETH" in German; kept left to right in Arabic). */
export function formatCoin(value: string | null | undefined, asset: string): string {
  return isolateLtr(`${formatCoinAmount(value)} ${asset}`);
}

/** A coin amount as a wallet app takes it: the server's decimal without trailing zeros ("750.000000" → "750"). */
export function plainCoinAmount(value: string): string {
  const text = value.trim();
  if (!COIN_DECIMAL.test(text) || !text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}
