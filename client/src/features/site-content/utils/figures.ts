// Site-content figures arrive as decimal strings ("884000", "1250000.50") and never become JS
// numbers: Intl.NumberFormat formats a decimal string exactly, and the count-up animation
// scales them in BigInt.

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** `value` as a BigInt with `scale` decimals (truncated), or null when it is not a plain non-negative decimal. */
function toScaled(value: string, scale: number): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.slice(0, scale).padEnd(scale, '0') || '0');
}

function fromScaled(scaled: bigint, scale: number): string {
  if (scale === 0) return scaled.toString();
  const unit = 10n ** BigInt(scale);
  return `${scaled / unit}.${(scaled % unit).toString().padStart(scale, '0')}`;
}

// Making an Intl.NumberFormat costs far more than using one (the first one of a page loads the
// locale's data): one per locale and options for the life of the page.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** True when `value` is a figure we can show (a non-negative decimal string). */
export function isFigure(value: string | null | undefined): value is string {
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

/**
 * The part of `value` reached at `progress` (0..1000, per mille) of a count-up, as a decimal
 * string: whole units while counting, the exact value at 1000.
 */
export function partOf(value: string, progress: number): string {
  if (progress >= 1000) return value.trim();
  const whole = toScaled(value, 0);
  if (whole === null) return value;
  const permille = BigInt(Math.max(0, Math.round(progress)));
  return fromScaled((whole * permille) / 1000n, 0);
}

export type FigureFormat = 'count' | 'usd';

/** A counter's figure: 'count' compact ("884K", "884 k", "88万"), 'usd' as US dollars ("$1,250,000"). */
export function formatFigure(value: string, format: FigureFormat, locale: string): string {
  const text = value.trim() as Intl.StringNumericLiteral;
  if (format === 'usd') {
    return numberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    }).format(text);
  }
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(text);
}

/** A whole count with grouping ("60,000", "60 000", "60.000"). */
export function formatCount(value: string, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value.trim() as Intl.StringNumericLiteral);
}

/**
 * A percentage given in percent ("5", "4.00") as the locale writes it ("5%", "5 %", "٥٪").
 * `fractionDigits` fixes the decimals (plans show "4.00%"); by default up to 2, no trailing zeros.
 */
export function formatPercent(value: string, locale: string, fractionDigits?: number): string {
  const scaled = toScaled(value, 6);
  if (scaled === null) return value;
  // Percent to a fraction by moving the decimal point two places: exact, in BigInt.
  const fraction = fromScaled(scaled, 8) as Intl.StringNumericLiteral;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 2,
  }).format(fraction);
}

/** "1,000 USD"-style amounts for static plan limits: whole dollars with the currency. */
export function formatUsdWhole(value: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value.trim() as Intl.StringNumericLiteral);
}
