// Money arrives from the server as a decimal string ("1234.50"). It is only ever formatted
// here for display; the client never does arithmetic on amounts.

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
