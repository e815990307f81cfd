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
