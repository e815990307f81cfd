import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { TransactionModel, toTransactionModel } from '../transactions/transaction.model';
import type { SessionUser } from '../../common/session-user';
import { RequestWithdrawalInput } from './dto/withdrawal.inputs';
import { WithdrawalsService } from './withdrawals.service';

@Resolver()
export class WithdrawalsResolver {
  constructor(private readonly withdrawals: WithdrawalsService) {}

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
