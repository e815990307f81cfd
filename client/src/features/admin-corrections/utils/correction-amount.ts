import i18next from 'i18next';

/** The server's rule for a correction amount: signed, at most 2 decimals and 15 digits before the point, not zero, no exponent. */
const AMOUNT = /^-?\d{1,15}(\.\d{1,2})?$/;

const problem = (key: string) => i18next.t(`corrections.problems.${key}`, { ns: 'admin-users' });

/** Why the typed amount would be refused (in the current language), or null when it fits. */
export function correctionAmountProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return problem('empty');
  if (!AMOUNT.test(text)) return problem('format');
  if (/^-?0*(\.0*)?$/.test(text)) return problem('zero');
  return null;
}
