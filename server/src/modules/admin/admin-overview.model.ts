import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';

@ObjectType({ description: 'One kind of ledger account summed over its owners (every user, or the platform).' })
export class AccountKindBalance {
  @Field({ description: 'The account kind: main, profit, invested, withdrawal_hold for users; the platform kinds otherwise.' }) kind: string;
  @Field(() => MoneyScalar) balance: string;
  @Field(() => Int, { description: 'How many accounts of this kind.' }) accounts: number;
}

@ObjectType({ description: 'Completed movements of one kind over a period: their sum and how many.' })
export class PeriodTotal {
  @Field(() => MoneyScalar) amount: string;
  @Field(() => Int) count: number;
}

@ObjectType({ description: 'The latest accrual run.' })
export class AccrualRunSummary {
  @Field(() => GraphQLISODateTime, { description: 'The (app clock) time the run accrued up to.' }) ranAt: Date;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (UTC) of the latest day credited; null when the run found nothing due.' })
  throughDay: string | null;
  @Field(() => Int, { description: 'Investments credited.' }) investments: number;
  @Field(() => Int, { description: 'Daily credits made (catching up after downtime makes several per investment).' }) credits: number;
  @Field(() => MoneyScalar, { description: 'Profit credited in total.' }) total: string;
}

@ObjectType({ description: "The console's overview: queues, money held, today's and this month's movements, the last accrual." })
export class AdminOverview {
  @Field(() => Int) pendingDeposits: number;
  @Field(() => Int) pendingWithdrawals: number;
  @Field(() => Int) pendingKyc: number;
  @Field(() => MoneyScalar, { description: "Money held for users: the sum of every user account's balance." }) heldForUsers: string;
  @Field(() => [AccountKindBalance], { description: "Users' accounts summed by kind." }) userAccounts: AccountKindBalance[];
  @Field(() => [AccountKindBalance], { description: "The platform's accounts (their balances mirror the users')." }) platformAccounts: AccountKindBalance[];
  @Field(() => PeriodTotal, { description: 'Deposits approved today (UTC).' }) depositsToday: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Deposits approved this calendar month (UTC).' }) depositsMonth: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Withdrawals paid out (completed) today (UTC).' }) payoutsToday: PeriodTotal;
  @Field(() => PeriodTotal, { description: 'Withdrawals paid out (completed) this calendar month (UTC).' }) payoutsMonth: PeriodTotal;
  @Field(() => AccrualRunSummary, { nullable: true, description: 'Null before the first run.' }) lastAccrualRun: AccrualRunSummary | null;
  @Field({
    description:
      "Every account's stored balance sums to zero (a cheap check on each load; verifyLedger runs every invariant on demand, a full scan of the ledger).",
  })
  ledgerBalanced: boolean;
}
