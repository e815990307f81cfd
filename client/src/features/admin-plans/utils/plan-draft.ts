import i18next from 'i18next';
import { asciiDigits } from '../../../lib/digits';
import { parseSignedMoneyInput, plainTypedNumber, toCents } from '../../../lib/money';

/** The plan form's fields, in the order the form shows them; the names are the server's input fields. */
export const PLAN_FIELDS = ['uniqId', 'title', 'dailyInterest', 'termDays', 'min', 'max', 'capitalReturn'] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];
export type PlanDraft = Record<PlanField, string>;

const UNIQ_ID = /^[A-Z0-9_]{2,32}$/;
const MONEY = /^\d{1,15}\.\d{2}$/;
const POSITIVE = /[1-9]/;

/**
 * The daily rate as the server takes it ("1.5"): a percentage below 1000 with at most 4 decimals,
 * typed with either mark as the decimal point ("1,5" in German; a rate has no thousands) and with
 * any keyboard's digits; null when it is not one.
 */
export function readPlanRate(typed: string): string | null {
  const text = plainTypedNumber(typed);
  return /^\d{1,3}(?:[.,]\d{1,4})?$/.test(text) ? text.replace(',', '.') : null;
}

/** A plan limit as the server's Money string, read like the user's amount inputs ("1.500,00" in German); null when it is not one. */
export function readPlanAmount(typed: string): string | null {
  const amount = parseSignedMoneyInput(typed);
  return amount !== null && MONEY.test(amount) ? amount : null;
}

/** The term in whole days ("14"), with any keyboard's digits; null when it is not a number of days from 1 to 3650. */
export function readPlanTerm(typed: string): number | null {
  const days = asciiDigits(typed.trim());
  return /^\d{1,4}$/.test(days) && Number(days) >= 1 && Number(days) <= 3650 ? Number(days) : null;
}

/**
 * The cheap checks, before anything is sent, in the server's words with the form's field labels
 * (in the current language); the server checks again and has the last word. Answers the message
 * of each field at fault.
 */
export function checkPlanDraft(draft: PlanDraft, { creating }: { creating: boolean }): Partial<Record<PlanField, string>> {
  const errors: Partial<Record<PlanField, string>> = {};
  // The fields' labels as the form shows them (`admin-plans` namespace, `fields.<field>`).
  const labels = Object.fromEntries(PLAN_FIELDS.map((field) => [field, i18next.t(`fields.${field}`, { ns: 'admin-plans' })]));
  // Each check's words in the current language (`checks.<check>`), naming fields by their labels.
  const say = (check: string, values: Record<string, string> = {}) => i18next.t(`checks.${check}`, { ns: 'admin-plans', ...labels, ...values });
  const value = (field: PlanField) => draft[field].trim();
  if (creating && !UNIQ_ID.test(value('uniqId'))) errors.uniqId = say('uniqId');
  if (!value('title')) errors.title = say('titleEmpty');
  else if (value('title').length > 50) errors.title = say('titleLong');
  const rate = readPlanRate(value('dailyInterest'));
  if (rate === null) errors.dailyInterest = say('rateFormat');
  else if (!POSITIVE.test(rate)) errors.dailyInterest = say('ratePositive');
  if (readPlanTerm(value('termDays')) === null) errors.termDays = say('termDays');
  const min = readPlanAmount(value('min'));
  const max = readPlanAmount(value('max'));
  if (min === null) errors.min = say('amountFormat', { field: labels.min });
  if (max === null) errors.max = say('amountFormat', { field: labels.max });
  if (min !== null && !POSITIVE.test(min)) errors.min = say('minPositive');
  else if (min !== null && max !== null && (toCents(max) ?? 0n) < (toCents(min) ?? 0n)) errors.max = say('maxBelowMin');
  if (value('capitalReturn').length > 50) errors.capitalReturn = say('capitalReturnLong');
  return errors;
}
