/** The server's rule for a correction amount: signed, at most 2 decimals and 15 digits before the point, not zero, no exponent. */
const AMOUNT = /^-?\d{1,15}(\.\d{1,2})?$/;

/** Why the typed amount would be refused, or null when it fits. */
export function correctionAmountProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return 'Enter an amount.';
  if (!AMOUNT.test(text)) return 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).';
  if (/^-?0*(\.0*)?$/.test(text)) return 'The amount cannot be zero.';
  return null;
}
