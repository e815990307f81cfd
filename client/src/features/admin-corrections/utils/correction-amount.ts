import i18next from 'i18next';
import { parseSignedMoneyInput } from '../../../lib/money';

/** The server's rule for a correction amount: signed, at most 2 decimals and 15 digits before the point, not zero. */
const AMOUNT = /^-?\d{1,15}\.\d{2}$/;

const problem = (key: string) => i18next.t(`corrections.problems.${key}`, { ns: 'admin-users' });

/**
 * The typed amount in the server's form ("-1500.00"), read in the admin's language like the
 * user's amount inputs ("-1.500,00" in German, Arabic-Indic or full-width digits); null when it
 * is not a signed amount the server takes (zero is returned, as "0.00", for the caller to refuse).
 */
export function readCorrectionAmount(input: string): string | null {
  const amount = parseSignedMoneyInput(input);
  return amount !== null && AMOUNT.test(amount) ? amount : null;
}

/** Why the typed amount would be refused (in the current language), or null when it fits. */
export function correctionAmountProblem(input: string): string | null {
  if (!input.trim()) return problem('empty');
  const amount = readCorrectionAmount(input);
  if (amount === null) return problem('format');
  if (/^-?0+\.00$/.test(amount)) return problem('zero');
  return null;
}
