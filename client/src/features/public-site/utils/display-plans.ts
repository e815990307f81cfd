/**
 * A plan as the public Our Plans page shows it (spec section 9): limits, daily ROI, duration, and
 * a compounding period equal to the duration. The figures come from the server's active plans, so
 * an admin's edit shows without a rebuild. Amounts are decimal strings like every amount in the client.
 */
export interface DisplayPlan {
  uniqId: string;
  name: string;
  minimum: string;
  maximum: string;
  /** Percent per day, e.g. "4.00". */
  dailyRoi: string;
  duration: { value: number; unit: 'day' | 'week' };
  /** Sets the card's accent. */
  accent: string;
}

/** A plan as GET /api/fetch/fetch_plans answers it (the spec's section 3 fields). */
export interface PlanRecord {
  uniqId: string;
  title: string;
  daily_interest: string;
  term_days: number;
  min: string;
  max: string;
}

/** The five plans of the spec keep their colours; any other plan takes one in turn. */
const ACCENTS: Record<string, string> = {
  BASIC: '#0b5cad',
  SILVER: '#5f6b78',
  DIAMOND: '#0a7f86',
  GOLD: '#8a5f00',
  PREMIUM: '#6a3fb5',
};
const OTHER_ACCENTS = ['#0b5cad', '#0a7f86', '#6a3fb5', '#8a5f00', '#5f6b78'];

/** A term in whole weeks reads in weeks ("2 weeks"), any other in days ("15 days"). */
export function planDuration(termDays: number): DisplayPlan['duration'] {
  return termDays % 7 === 0 ? { value: termDays / 7, unit: 'week' } : { value: termDays, unit: 'day' };
}

export function toDisplayPlans(records: readonly PlanRecord[]): DisplayPlan[] {
  return records.map((record, index) => ({
    uniqId: record.uniqId,
    name: record.title,
    minimum: record.min,
    maximum: record.max,
    dailyRoi: record.daily_interest,
    duration: planDuration(record.term_days),
    accent: ACCENTS[record.uniqId] ?? OTHER_ACCENTS[index % OTHER_ACCENTS.length],
  }));
}

/** "2 weeks", "15 días", "30 Tage": the locale's own plural rules through Intl. */
export function formatDuration(duration: DisplayPlan['duration'], locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: duration.unit, unitDisplay: 'long' }).format(duration.value);
}

/** "$1,000" in the visitor's locale: whole dollars, or with cents when the amount has them ("$999.50"). */
export function formatPlanAmount(value: string, locale: string): string {
  const cents = /\.\d*[1-9]/.test(value) ? 2 : 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: cents, maximumFractionDigits: cents }).format(
    value as Intl.StringNumericLiteral,
  );
}

/** "4.00%" in the visitor's locale, from the percent string, exactly. */
export function formatDailyRoi(value: string, locale: string): string {
  const [whole, fraction = ''] = value.split('.');
  // Percent to a fraction by moving the decimal point two places (string work, no float).
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const asFraction = `${digits.slice(0, -2 - fraction.length) || '0'}.${digits.slice(-2 - fraction.length)}` as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(asFraction);
}
