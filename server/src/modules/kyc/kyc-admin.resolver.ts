import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import { UserModel } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { encodeRowCursor } from '../../common/row-cursor';
import { KycRequestConnection, KycRequestModel, toKycRequestModel } from './kyc-request.model';
import { KYC_CURSOR_KIND, KycReviewService } from './kyc-review.service';
import { KycStatus } from './kyc-status';
import { KYC_PAGE_DEFAULT, KycError, KycErrorCode } from './kyc.errors';

/** Admin review of identity verification; each decision acts once (a second attempt gets CONFLICT). */
@Roles('admin')
@Resolver()
export class KycAdminResolver {
  constructor(
    private readonly review: KycReviewService,
    private readonly users: UsersService,
  ) {}

  @Query(() => [KycRequestModel], { description: 'Admins: KYC submissions of one status (PENDING oldest first, others newest first), or all; at most 200.' })
  async adminKycRequests(@Args('status', { type: () => KycStatus, nullable: true }) status: KycStatus | null): Promise<KycRequestModel[]> {
    return (await this.review.list(status ?? null)).map(toKycRequestModel);
  }

  @Query(() => KycRequestConnection, {
    description: 'Admins: KYC submissions in cursor pages (first 1..100, default 25): PENDING oldest first (the queue), any other status or all newest first.',
  })
  async kycRequests(
    @Args('status', { type: () => KycStatus, nullable: true }) status: KycStatus | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<KycRequestConnection> {
    const page = await this.review.page(status ?? null, first ?? KYC_PAGE_DEFAULT, after);
    const last = page.rows.at(-1);
    return {
      nodes: page.rows.map(toKycRequestModel),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeRowCursor(KYC_CURSOR_KIND, last.id) : null },
    };
  }

  @Mutation(() => UserModel, { description: "Admins: approves the user's pending KYC submission." })
  async approveKyc(@CurrentUser() admin: SessionUser, @Actor() actor: Actor, @Args('userId', { type: () => ID }) userId: string): Promise<UserModel> {
    await this.review.approve({ id: admin.id, ip: actor.ip }, userId);
    return this.model(userId);
  }

  @Mutation(() => UserModel, { description: "Admins: rejects the user's pending KYC submission; the user sees the reason (1 to 500 characters)." })
  async rejectKyc(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason') reason: string,
  ): Promise<UserModel> {
    await this.review.reject({ id: admin.id, ip: actor.ip }, userId, reason);
    return this.model(userId);
  }

  private async model(userId: string): Promise<UserModel> {
    const user = await this.users.findById(userId);
    if (!user) throw new KycError(KycErrorCode.USER_NOT_FOUND);
    return this.users.toModel(user);
  }
}
