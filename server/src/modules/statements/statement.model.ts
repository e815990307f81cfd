import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';

@ObjectType()
export class StatementMovementModel {
  @Field(() => GraphQLISODateTime, { description: 'When the ledger recorded it (UTC).' })
  date: Date;

  @Field({ description: 'deposit, investment, profit, capital_return, referral_bonus, withdrawal, withdrawal_returned, ...' })
  type: string;

  @Field({ description: 'What the investor knows it by: "Deposit", "Investment - BASIC", "Profit - BASIC"...' })
  description: string;

  @Field(() => String, { nullable: true, description: "The deposit reference, the payment's txn id or the payout hash, when there is one." })
  reference: string | null;

  @Field(() => MoneyScalar, { description: 'Signed: credits positive, debits negative.' })
  amount: string;

  @Field(() => MoneyScalar)
  balanceAfter: string;
}

@ObjectType()
export class StatementAccountModel {
  @Field({ description: 'main, profit or invested.' })
  account: string;

  @Field(() => MoneyScalar, { description: 'The balance at the start of the first day (00:00 UTC).' })
  openingBalance: string;

  @Field(() => MoneyScalar, { description: 'The balance at the end of the last day (24:00 UTC): opening + movements, and the ledger then.' })
  closingBalance: string;

  @Field(() => MoneyScalar, { description: 'Sum of the credits.' })
  totalIn: string;

  @Field(() => MoneyScalar, { description: 'Sum of the debits (negative or zero).' })
  totalOut: string;

  @Field(() => Int)
  movementCount: number;

  @Field(() => [StatementMovementModel])
  movements: StatementMovementModel[];
}

@ObjectType()
export class StatementModel {
  @Field({ description: 'First day, YYYY-MM-DD (UTC).' })
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD (UTC), included.' })
  to: string;

  @Field({ description: 'Always "UTC": the time zone of every date in the statement.' })
  timeZone: string;

  @Field(() => GraphQLISODateTime)
  generatedAt: Date;

  @Field(() => [StatementAccountModel], { description: 'main, profit and invested, in that order.' })
  accounts: StatementAccountModel[];
}
