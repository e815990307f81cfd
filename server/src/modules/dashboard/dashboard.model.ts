import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';

@ObjectType()
export class MonthFigures {
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field(() => MoneyScalar, { description: 'Deposits − withdrawals + profits up to the end of the month.' }) balance: string;
  @Field(() => MoneyScalar) deposits: string;
  @Field(() => MoneyScalar) withdrawals: string;
  @Field(() => MoneyScalar) profits: string;
}

@ObjectType()
export class Dashboard {
  @Field(() => MoneyScalar) totalDeposit: string;
  @Field(() => MoneyScalar) totalDepositThisMonth: string;
  @Field(() => MoneyScalar) totalWithdrawal: string;
  @Field(() => MoneyScalar) totalWithdrawalThisMonth: string;
  @Field(() => MoneyScalar, { description: 'Investment profit and referral bonuses credited.' }) totalProfit: string;
  @Field(() => MoneyScalar) totalProfitThisMonth: string;
  @Field(() => MoneyScalar) profit7d: string;
  @Field(() => MoneyScalar) currentlyInvested: string;
  @Field(() => MoneyScalar, { description: 'Profit still to come on active investments.' }) approxProfit: string;
  @Field(() => [MonthFigures], { description: 'The last 7 months, oldest first.' }) monthly: MonthFigures[];
  @Field({ description: 'Profit / deposits, percent with 1 decimal ("0.0" when nothing was deposited).' }) netGrowth: string;
  @Field({ description: 'Profit / (deposits − withdrawals), percent with 1 decimal ("0.0" when that is zero or less).' }) roi: string;
  @Field(() => Int, { nullable: true, description: 'Year of joining.' }) activeSince: number | null;
}
