import Decimal from 'decimal.js';

Decimal.set({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type MoneyString = string;

/** Formats a numeric value (string from Postgres or a Decimal) as a 2-decimal string, half-up. */
export function toMoney(value: Decimal.Value | null | undefined): MoneyString {
  return new Decimal(value ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export { Decimal };

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Reads a USD amount sent as a string (or a JSON number from older clients); at most 2 decimals, above zero. */
export function parseAmount(value: unknown, message = 'Amount must be a positive number with at most 2 decimals.'): Decimal {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!AMOUNT.test(text)) throw new AmountError(message);
  const amount = new Decimal(text);
  if (amount.lte(0)) throw new AmountError(message);
  return amount;
}

export class AmountError extends Error {}
