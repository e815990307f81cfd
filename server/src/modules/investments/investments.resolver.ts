import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import { MoneyScalar } from '../../common/scalars/money.scalar';
import { TransactionModel, toTransactionModel } from '../transactions/transaction.model';
import type { SessionUser } from '../../common/session-user';
import { InvestmentSummary, PlanSelection, toInvestmentModel, toPlanSelection } from './investment.model';
import { InvestmentsService } from './investments.service';

@Resolver()
export class InvestmentsResolver {
  constructor(private readonly investments: InvestmentsService) {}

  @Query(() => InvestmentSummary, { description: "The user's investments with what is invested now and the approximate profit still to come." })
  async myInvestments(@CurrentUser() user: SessionUser): Promise<InvestmentSummary> {
    const summary = await this.investments.summary(user.id);
    return { currentlyInvested: summary.currentlyInvested, approxProfit: summary.approxProfit, investments: summary.rows.map(toInvestmentModel) };
  }

  @Query(() => PlanSelection, { description: "The user's pending plan selection; NOT_FOUND 'No investment plan selected' when none." })
  async planSelection(@CurrentUser() user: SessionUser): Promise<PlanSelection> {
    return toPlanSelection(await this.investments.selection(user.id));
  }

  @Mutation(() => PlanSelection, { description: 'Invest Now: selects an active plan (replacing any pending selection).' })
  async selectPlan(@CurrentUser() user: SessionUser, @Args('uniqId') uniqId: string): Promise<PlanSelection> {
    await this.investments.selectPlan(user.id, uniqId);
    return toPlanSelection(await this.investments.selection(user.id));
  }

  @Mutation(() => PlanSelection, { description: "Records the amount (within the plan's min and max) for the selected plan." })
  async updatePlanSelection(
    @CurrentUser() user: SessionUser,
    @Args('uniqId') uniqId: string,
    @Args('amount', { type: () => MoneyScalar }) amount: string,
  ): Promise<PlanSelection> {
    await this.investments.setAmount(user.id, uniqId, amount);
    return toPlanSelection(await this.investments.selection(user.id));
  }

  @Mutation(() => TransactionModel, { description: 'Confirms the pending selection: the amount moves from the main balance to invested.' })
  async finalizeInvestment(
    @CurrentUser() user: SessionUser,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | null,
  ): Promise<TransactionModel> {
    return toTransactionModel(await this.investments.finalize(user.id, idempotencyKey ?? undefined));
  }
}
