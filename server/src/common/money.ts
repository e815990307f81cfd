import Decimal from 'decimal.js';

Decimal.set({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type MoneyString = string;

/** Formats a numeric value (string from Postgres or a Decimal) as a 2-decimal string, half-up. */
export function toMoney(value: Decimal.Value | null | undefined): MoneyString {
  return new Decimal(value ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export { Decimal };
