import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import {
  BalanceCorrectionConnection,
  BalanceCorrectionModel,
  BalanceCorrectionRow,
  BalanceCorrectionStatus,
  CorrectionAccount,
  toBalanceCorrection,
} from './balance-correction.model';
import { BalanceCorrectionsService } from './balance-corrections.service';

/** Balance corrections, maker-checker: one admin requests, a different admin approves (support staff read them). */
@Roles('admin')
@Resolver(() => BalanceCorrectionModel)
export class BalanceCorrectionsResolver {
  constructor(private readonly corrections: BalanceCorrectionsService) {}

  @Query(() => BalanceCorrectionConnection, {
    description: 'Admins: balance corrections newest first in cursor pages (first 1..100, default 50), optionally of one status and one user.',
  })
  async balanceCorrections(
    @Args('status', { type: () => BalanceCorrectionStatus, nullable: true }) status: BalanceCorrectionStatus | null,
    @Args('userId', { type: () => ID, nullable: true }) userId: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<BalanceCorrectionConnection> {
    const page = await this.corrections.list({ status, userId }, first, after);
    const emails = await this.corrections.emailsFor(page.rows);
    return { nodes: page.rows.map((row) => toBalanceCorrection(row, emails)), pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Mutation(() => BalanceCorrectionModel, {
    description:
      'Admins: ask for a correction of a user account (amount signed, e.g. "-12.50"; a reason of 1 to 500 characters). It moves nothing until a different admin approves it.',
  })
  async requestBalanceCorrection(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('account', { type: () => CorrectionAccount }) account: CorrectionAccount,
    @Args('amount', { description: 'Signed decimal text: at most 2 decimals, not zero, no exponent.' }) amount: string,
    @Args('reason') reason: string,
  ): Promise<BalanceCorrectionModel> {
    return this.answer(await this.corrections.request({ id: admin.id, ip: actor.ip }, { userId, account, amount, reason }));
  }

  @Mutation(() => BalanceCorrectionModel, {
    description: 'Admins: approve a pending correction someone else requested; one ledger entry posts it. Refused if it would take the account below zero.',
  })
  async approveBalanceCorrection(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BalanceCorrectionModel> {
    return this.answer(await this.corrections.approve({ id: admin.id, ip: actor.ip }, id));
  }

  @Mutation(() => BalanceCorrectionModel, {
    description: 'Admins: reject a pending correction with a reason (the requester may withdraw their own); nothing moves.',
  })
  async rejectBalanceCorrection(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason') reason: string,
  ): Promise<BalanceCorrectionModel> {
    return this.answer(await this.corrections.reject({ id: admin.id, ip: actor.ip }, id, reason));
  }

  private async answer(row: BalanceCorrectionRow): Promise<BalanceCorrectionModel> {
    return toBalanceCorrection(row, await this.corrections.emailsFor([row]));
  }
}
