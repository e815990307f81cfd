import { Decimal } from '../../common/money';

/** DESIGN's rounding: each day round(amount × daily%), the total round(amount × daily% × days). */
export function investmentProfit(amount: Decimal.Value, dailyPercent: Decimal.Value, days: number) {
  const perDay = new Decimal(amount).times(dailyPercent).div(100);
  return {
    daily: perDay.toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    total: perDay.times(days).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
  };
}
