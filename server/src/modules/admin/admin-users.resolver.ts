import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import { AccountActionsService } from './account-actions.service';
import { AdminUserModel, toAdminUser } from './admin-user.model';
import { UserRoleValue } from '../users/user-role.model';

/** Admins act on a user's access: freeze, unfreeze, turn off 2FA, set the role. */
@Roles('admin')
@Resolver()
export class AdminUsersResolver {
  constructor(private readonly actions: AccountActionsService) {}

  @Mutation(() => AdminUserModel, {
    description: 'Admins: freeze an account (a reason of 1 to 500 characters): it cannot sign in or move money, and its sessions end at once.',
  })
  async freezeUser(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason') reason: string,
  ): Promise<AdminUserModel> {
    return toAdminUser(await this.actions.freeze({ id: admin.id, ip: actor.ip }, userId, reason));
  }

  @Mutation(() => AdminUserModel, { description: 'Admins: lift a freeze; the user can sign in again.' })
  async unfreezeUser(@CurrentUser() admin: SessionUser, @Actor() actor: Actor, @Args('userId', { type: () => ID }) userId: string): Promise<AdminUserModel> {
    return toAdminUser(await this.actions.unfreeze({ id: admin.id, ip: actor.ip }, userId));
  }

  @Mutation(() => AdminUserModel, {
    description: "Admins: turn off a user's two-factor authentication (secret and recovery codes), with a reason; the user is mailed.",
  })
  async resetTwoFactor(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason') reason: string,
  ): Promise<AdminUserModel> {
    return toAdminUser(await this.actions.resetTwoFactor({ id: admin.id, ip: actor.ip }, userId, reason));
  }

  @Mutation(() => AdminUserModel, {
    description: 'Admins: give a user the role INVESTOR, ADMIN or SUPPORT, with a reason (audited). Nobody changes their own role.',
  })
  async setUserRole(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role', { type: () => UserRoleValue }) role: UserRoleValue,
    @Args('reason') reason: string,
  ): Promise<AdminUserModel> {
    return toAdminUser(await this.actions.setRole({ id: admin.id, ip: actor.ip }, userId, role, reason));
  }
}
