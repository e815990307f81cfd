import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { UserModel } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { KycRequestModel, toKycRequestModel } from './kyc-request.model';
import { KycReviewService } from './kyc-review.service';
import { KycStatus } from './kyc-status';
import { KycError, KycErrorCode } from './kyc.errors';

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

  @Mutation(() => UserModel, { description: "Admins: approves the user's pending KYC submission." })
  async approveKyc(@CurrentUser() admin: SessionUser, @Context('req') req: Request, @Args('userId', { type: () => ID }) userId: string): Promise<UserModel> {
    await this.review.approve({ id: admin.id, ip: req.ip ?? null }, userId);
    return this.model(userId);
  }

  @Mutation(() => UserModel, { description: "Admins: rejects the user's pending KYC submission; the user sees the reason (1 to 500 characters)." })
  async rejectKyc(
    @CurrentUser() admin: SessionUser,
    @Context('req') req: Request,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason') reason: string,
  ): Promise<UserModel> {
    await this.review.reject({ id: admin.id, ip: req.ip ?? null }, userId, reason);
    return this.model(userId);
  }

  private async model(userId: string): Promise<UserModel> {
    const user = await this.users.findById(userId);
    if (!user) throw new KycError(KycErrorCode.USER_NOT_FOUND);
    return this.users.toModel(user);
  }
}
