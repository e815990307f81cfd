/** The plan form's fields, in the order the form shows them; the names are the server's input fields. */
export const PLAN_FIELDS = ['uniqId', 'title', 'dailyInterest', 'termDays', 'min', 'max', 'capitalReturn'] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];
export type PlanDraft = Record<PlanField, string>;

const UNIQ_ID = /^[A-Z0-9_]{2,32}$/;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;
const MONEY = /^\d{1,15}(\.\d{1,2})?$/;
const POSITIVE = /[1-9]/;

/** Cents of a decimal string, as a BigInt: amounts are compared without binary floats. */
const cents = (value: string) => {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/**
 * The cheap checks, before anything is sent, in the server's words; the server checks again and has
 * the last word. Answers the message of each field at fault.
 */
export function checkPlanDraft(draft: PlanDraft, { creating }: { creating: boolean }): Partial<Record<PlanField, string>> {
  const errors: Partial<Record<PlanField, string>> = {};
  const value = (field: PlanField) => draft[field].trim();
  if (creating && !UNIQ_ID.test(value('uniqId'))) errors.uniqId = 'uniqId must be 2 to 32 capital letters, digits or underscores';
  if (!value('title')) errors.title = 'title must not be empty';
  else if (value('title').length > 50) errors.title = 'title must be shorter than or equal to 50 characters';
  if (!RATE.test(value('dailyInterest'))) errors.dailyInterest = 'dailyInterest must be a percentage with at most 4 decimals';
  else if (!POSITIVE.test(value('dailyInterest'))) errors.dailyInterest = 'dailyInterest must be above zero';
  const days = value('termDays');
  if (!/^\d{1,4}$/.test(days) || Number(days) < 1 || Number(days) > 3650) errors.termDays = 'termDays must be a whole number of days from 1 to 3650';
  for (const field of ['min', 'max'] as const) {
    if (!MONEY.test(value(field))) errors[field] = `${field} must be an amount with at most 2 decimals, e.g. 1000.00`;
  }
  if (!errors.min && !POSITIVE.test(value('min'))) errors.min = 'min must be above zero';
  if (!errors.min && !errors.max && cents(value('max')) < cents(value('min'))) errors.max = 'max must be at least min';
  if (value('capitalReturn').length > 50) errors.capitalReturn = 'capitalReturn must be shorter than or equal to 50 characters';
  return errors;
}
