import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser } from '../../common/decorators/access.decorators';
import { TransactionModel, toTransactionModel } from '../transactions/transaction.model';
import type { SessionUser } from '../../common/session-user';
import { clientInfoOf } from '../activity/client-info';
import { RequestWithdrawalInput } from './dto/withdrawal.inputs';
import { WithdrawalsService } from './withdrawals.service';

@Resolver()
export class WithdrawalsResolver {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Mutation(() => TransactionModel, { description: 'Moves the amount from the withdrawable balance to a hold; pending until an admin acts.' })
  async requestWithdrawal(
    @CurrentUser() user: SessionUser,
    @Context('req') req: Request,
    @Args('input') input: RequestWithdrawalInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey: string | null,
  ): Promise<TransactionModel> {
    return toTransactionModel(await this.withdrawals.request(user, input, clientInfoOf(req), idempotencyKey ?? undefined));
  }
}
