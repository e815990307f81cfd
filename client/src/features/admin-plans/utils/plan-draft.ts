import i18next from 'i18next';

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
  // Each check's words in the current language (`admin-plans` namespace, `checks.<check>`).
  const say = (check: string, values: Record<string, string> = {}) => i18next.t(`checks.${check}`, { ns: 'admin-plans', ...values });
  const value = (field: PlanField) => draft[field].trim();
  if (creating && !UNIQ_ID.test(value('uniqId'))) errors.uniqId = say('uniqId');
  if (!value('title')) errors.title = say('titleEmpty');
  else if (value('title').length > 50) errors.title = say('titleLong');
  if (!RATE.test(value('dailyInterest'))) errors.dailyInterest = say('rateFormat');
  else if (!POSITIVE.test(value('dailyInterest'))) errors.dailyInterest = say('ratePositive');
  const days = value('termDays');
  if (!/^\d{1,4}$/.test(days) || Number(days) < 1 || Number(days) > 3650) errors.termDays = say('termDays');
  for (const field of ['min', 'max'] as const) {
    if (!MONEY.test(value(field))) errors[field] = say('amountFormat', { field });
  }
  if (!errors.min && !POSITIVE.test(value('min'))) errors.min = say('minPositive');
  if (!errors.min && !errors.max && cents(value('max')) < cents(value('min'))) errors.max = say('maxBelowMin');
  if (value('capitalReturn').length > 50) errors.capitalReturn = say('capitalReturnLong');
  return errors;
}
