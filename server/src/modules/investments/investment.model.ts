import { Field, ObjectType } from '@nestjs/graphql';
import { toMoney } from '../../common/money';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { PlanModel, toPlanModel, termWeeks, percentText } from '../plans/plan.model';
import { investmentProfit, SelectionRow } from './investments.service';

@ObjectType()
export class PlanSelection {
  @Field(() => PlanModel) plan: PlanModel;
  @Field(() => MoneyScalar, { nullable: true }) amount: string | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'Total profit over the term for this amount.' }) profit: string | null;
}

export function toPlanSelection(row: SelectionRow): PlanSelection {
  const plan = toPlanModel({ ...row, id: row.plan_id });
  return {
    plan,
    amount: row.amount === null ? null : toMoney(row.amount),
    profit: row.amount === null ? null : investmentProfit(row.amount, row.daily_interest, row.term_days).total.toFixed(2),
  };
}

/** REST check_plan: the spec's Selected plan fields. */
export function toSelectionRecord(row: SelectionRow) {
  return {
    uniqId: row.uniq_id,
    plan_id: row.uniq_id,
    title: row.title,
    term: termWeeks(row.term_days),
    daily_interest: percentText(row.daily_interest),
    min: toMoney(row.min_amount),
    max: toMoney(row.max_amount),
    amount: row.amount === null ? null : toMoney(row.amount),
    profit: row.amount === null ? null : investmentProfit(row.amount, row.daily_interest, row.term_days).total.toFixed(2),
  };
}
