import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { toMoney } from '../../common/money';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { PlanModel, PlanRow, toPlanModel, termWeeks, percentText } from '../plans/plan.model';
import type { TableRow } from '../../database/sql';
import { investmentProfit } from './investment-profit';
import type { SelectionRecord } from './dto/investment.responses';

/** The user's pending plan selection, with the plan's columns (a plan_selections row joined to plans). */
export type SelectionRow = PlanRow & Pick<TableRow<'plan_selections'>, 'plan_id' | 'amount'>;

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
export function toSelectionRecord(row: SelectionRow): SelectionRecord {
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

/** The columns of an investments row the user's summary shows. */
export type InvestmentRow = Pick<
  TableRow<'investments'>,
  | 'id'
  | 'title'
  | 'amount'
  | 'daily_interest'
  | 'term_days'
  | 'daily_profit'
  | 'total_profit'
  | 'status'
  | 'started_at'
  | 'ends_at'
  | 'days_accrued'
  | 'accrued'
  | 'transaction_id'
>;

@ObjectType('Investment')
export class InvestmentModel {
  @Field(() => ID) id: string;
  @Field({ description: 'The plan title, e.g. "BASIC".' }) title: string;
  @Field(() => MoneyScalar) amount: string;
  @Field({ description: 'Daily interest in percent.' }) dailyInterest: string;
  @Field(() => Int) termDays: number;
  @Field(() => MoneyScalar) dailyProfit: string;
  @Field(() => MoneyScalar, { description: 'Promised profit over the whole term.' }) totalProfit: string;
  @Field(() => MoneyScalar, { description: 'Profit credited so far.' }) accrued: string;
  @Field(() => Int) daysAccrued: number;
  @Field({ description: 'active or completed' }) status: string;
  @Field(() => GraphQLISODateTime) startedAt: Date;
  @Field(() => GraphQLISODateTime) endsAt: Date;
}

@ObjectType()
export class InvestmentSummary {
  @Field(() => MoneyScalar, { description: 'Capital in active investments.' }) currentlyInvested: string;
  @Field(() => MoneyScalar, { description: 'Profit still to come on active investments.' }) approxProfit: string;
  @Field(() => [InvestmentModel]) investments: InvestmentModel[];
}

export const toInvestmentModel = (row: InvestmentRow): InvestmentModel => ({
  id: row.id,
  title: row.title,
  amount: toMoney(row.amount),
  dailyInterest: percentText(row.daily_interest),
  termDays: row.term_days,
  dailyProfit: toMoney(row.daily_profit),
  totalProfit: toMoney(row.total_profit),
  accrued: toMoney(row.accrued),
  daysAccrued: row.days_accrued,
  status: row.status,
  startedAt: row.started_at,
  endsAt: row.ends_at,
});
