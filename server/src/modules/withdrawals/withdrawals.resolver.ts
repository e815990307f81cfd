import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { TransactionModel, toTransactionModel } from '../transactions/transaction.model';
import type { SessionUser } from '../../common/session-user';
import { RequestWithdrawalInput } from './dto/withdrawal.inputs';
import { WithdrawalsService } from './withdrawals.service';
import { WithdrawalOptions } from './withdrawal-options.model';
import { WithdrawalOptionsService } from './withdrawal-options.service';

@Resolver()
export class WithdrawalsResolver {
  constructor(
    private readonly withdrawals: WithdrawalsService,
    private readonly withdrawalOptions: WithdrawalOptionsService,
  ) {}

  @Query(() => WithdrawalOptions, { name: 'withdrawalOptions', description: 'The payout assets and networks, the minimum and fee, and when payouts are made.' })
  options(
    @Args('lang', { type: () => String, nullable: true, description: "The reader's language for the payout schedule (en unless given)." }) lang: string | null,
  ) {
    return this.withdrawalOptions.options(lang ?? undefined);
  }

  @Mutation(() => TransactionModel, { description: 'Moves the amount from the withdrawable balance to a hold; pending until an admin acts.' })
  async requestWithdrawal(
    @CurrentUser() user: SessionUser,
    @Actor() actor: Actor,
    @Args('input') input: RequestWithdrawalInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | null,
  ): Promise<TransactionModel> {
    return toTransactionModel(await this.withdrawals.request(user, input, actor, idempotencyKey ?? undefined));
  }
}
