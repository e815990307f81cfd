/**
 * The plans the public Our Plans page shows (spec section 9). They are fixed marketing values:
 * what an investor can actually choose comes from the server on /user/plans. Amounts are
 * decimal strings like every amount in the client; the compounding period equals the duration.
 */
export interface DisplayPlan {
  name: string;
  minimum: string;
  maximum: string;
  /** Percent per day, e.g. "4.00". */
  dailyRoi: string;
  duration: { value: number; unit: 'day' | 'week' };
  /** Sets the card's accent. */
  accent: string;
}

export const DISPLAY_PLANS: readonly DisplayPlan[] = [
  { name: 'BASIC', minimum: '1000', maximum: '4999', dailyRoi: '4.00', duration: { value: 2, unit: 'week' }, accent: '#0b5cad' },
  { name: 'SILVER', minimum: '5000', maximum: '9999', dailyRoi: '10.00', duration: { value: 1, unit: 'week' }, accent: '#5f6b78' },
  { name: 'DIAMOND', minimum: '10000', maximum: '24999', dailyRoi: '15.00', duration: { value: 2, unit: 'week' }, accent: '#0a7f86' },
  { name: 'GOLD', minimum: '25000', maximum: '49999', dailyRoi: '18.00', duration: { value: 15, unit: 'day' }, accent: '#8a5f00' },
  { name: 'PREMIUM', minimum: '50000', maximum: '99999', dailyRoi: '20.00', duration: { value: 30, unit: 'day' }, accent: '#6a3fb5' },
];

/** "2 weeks", "15 días", "30 Tage": the locale's own plural rules through Intl. */
export function formatDuration(duration: DisplayPlan['duration'], locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: duration.unit, unitDisplay: 'long' }).format(duration.value);
}

/** "$1,000" in the visitor's locale: whole dollars. */
export function formatPlanAmount(value: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value as Intl.StringNumericLiteral);
}

/** "4.00%" in the visitor's locale, from the percent string, exactly. */
export function formatDailyRoi(value: string, locale: string): string {
  const [whole, fraction = ''] = value.split('.');
  // Percent to a fraction by moving the decimal point two places (string work, no float).
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const asFraction = `${digits.slice(0, -2 - fraction.length) || '0'}.${digits.slice(-2 - fraction.length)}` as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(asFraction);
}
