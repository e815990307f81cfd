import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Decimal, toMoney } from '../../common/money';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import type { TableRow } from '../../database/sql';
import type { PlanRecord } from './dto/plan.responses';

export type PlanRow = Pick<
  TableRow<'plans'>,
  'id' | 'uniq_id' | 'title' | 'daily_interest' | 'term_days' | 'min_amount' | 'max_amount' | 'capital_return' | 'active'
>;

/** Rates are decimals shown as strings ("4.00"), never binary floats; terms are whole days. */
export const percentText = (value: Decimal.Value) =>
  new Decimal(value)
    .toDecimalPlaces(4)
    .toFixed(2)
    .replace(/(\.\d\d)0+$/, '$1');
/** The spec's term in weeks: days / 7, 2 decimals where not whole. */
export const termWeeks = (days: number) => Number((days / 7).toFixed(2));
/** Total return % = daily % × days. */
export const totalReturnPercent = (plan: Pick<PlanRow, 'daily_interest' | 'term_days'>) => new Decimal(plan.daily_interest).times(plan.term_days).toFixed(2);

@ObjectType('Plan')
export class PlanModel {
  @Field(() => ID) id: string;
  @Field() uniqId: string;
  @Field() title: string;
  @Field({ description: 'Daily interest in percent, e.g. "4.00".' }) dailyInterest: string;
  @Field(() => Int) termDays: number;
  @Field(() => Float, { description: 'Term in weeks, 2 decimals where not whole.' }) termWeeks: number;
  @Field(() => MoneyScalar) min: string;
  @Field(() => MoneyScalar) max: string;
  @Field({ description: 'Total return in percent (daily % × days).' }) totalReturn: string;
  @Field() capitalReturn: string;
  @Field() active: boolean;
}

export const toPlanModel = (row: PlanRow): PlanModel => ({
  id: row.id,
  uniqId: row.uniq_id,
  title: row.title,
  dailyInterest: percentText(row.daily_interest),
  termDays: row.term_days,
  termWeeks: termWeeks(row.term_days),
  min: toMoney(row.min_amount),
  max: toMoney(row.max_amount),
  totalReturn: totalReturnPercent(row),
  capitalReturn: row.capital_return,
  active: row.active,
});

/** REST fields of the spec's section 3. */
export const toPlanRecord = (row: PlanRow): PlanRecord => ({
  uniqId: row.uniq_id,
  title: row.title,
  daily_interest: percentText(row.daily_interest),
  term: termWeeks(row.term_days),
  term_days: row.term_days,
  min: toMoney(row.min_amount),
  max: toMoney(row.max_amount),
  total_return: totalReturnPercent(row),
  capital_return: row.capital_return,
});
