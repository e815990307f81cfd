import { Decimal } from '../../common/money';

/**
 * DESIGN's rounding: each day round(amount × daily%), the total round(amount × daily% × days).
 * Rounded on their own, the daily amounts can reach the total before the term ends (when the daily
 * amount rounds up): the accrual (SQL accrue(), migration AccrualCreditsCapped) then credits a day
 * at most what is left of the total and the last day the rest, so the credits sum to the total.
 */
export function investmentProfit(amount: Decimal.Value, dailyPercent: Decimal.Value, days: number) {
  const perDay = new Decimal(amount).times(dailyPercent).div(100);
  return {
    daily: perDay.toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    total: perDay.times(days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
  };
}
