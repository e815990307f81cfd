import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { ActivityEventModel } from '../activity/activity.model';
import { SessionInfoModel } from '../auth/sessions/session-info.model';
import { InvestmentSummary } from '../investments/investment.model';
import { PageInfo, TransactionModel } from '../transactions/transaction.model';
import { AdminUserModel } from './admin-user.model';

@ObjectType()
export class AdminUserConnection {
  @Field(() => [AdminUserModel]) nodes: AdminUserModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: "A user's ledger balances." })
export class AdminUserBalances {
  @Field(() => MoneyScalar, { description: 'The main account (deposits, returned capital).' }) main: string;
  @Field(() => MoneyScalar, { description: 'The profit account (accrued profit, referral bonuses).' }) profit: string;
  @Field(() => MoneyScalar, { description: 'main + profit: what a withdrawal may take.' }) withdrawable: string;
}

/** Everything the console's page of one user shows, each part read from its owner module. */
@ObjectType()
export class AdminUserDetail {
  @Field(() => AdminUserModel) user: AdminUserModel;
  @Field(() => AdminUserBalances) balances: AdminUserBalances;
  @Field(() => [TransactionModel], { description: 'The 20 newest transactions (drafts left out).' }) transactions: TransactionModel[];
  @Field(() => Int, { description: 'All transactions of the user (drafts left out).' }) transactionCount: number;
  @Field(() => InvestmentSummary) investments: InvestmentSummary;
  @Field(() => [SessionInfoModel], { description: 'Live sessions, the most recently seen first.' }) sessions: SessionInfoModel[];
  @Field(() => [ActivityEventModel], { description: 'The 20 newest security events.' }) activity: ActivityEventModel[];
  @Field(() => Int, { description: 'Users who signed up with this user’s referral id.' }) referralsCount: number;
}
