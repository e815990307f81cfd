import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { RequiresStepUp } from '../../common/decorators/step-up.decorator';
import type { SessionUser } from '../../common/session-user';
import { UserRoleValue } from '../users/user-role.model';
import { RoleGrantConnection, RoleGrantModel, RoleGrantRow, RoleGrantStatus, toRoleGrant } from './role-grant.model';
import { RoleGrantsService } from './role-grants.service';

/**
 * Role grants, maker-checker: one admin asks, a different admin approves (support staff read them).
 * Asking and approving need a signed-in session that confirmed its password in the last minutes (step-up):
 * an API token, admin:write included, cannot grant power, nor can a stolen session cookie alone.
 */
@Roles('admin')
@Resolver(() => RoleGrantModel)
export class RoleGrantsResolver {
  constructor(private readonly grants: RoleGrantsService) {}

  @Query(() => RoleGrantConnection, {
    description: 'Admins: role grant requests newest first in cursor pages (first 1..100, default 50), optionally of one status and one user.',
  })
  async roleGrantRequests(
    @Args('status', { type: () => RoleGrantStatus, nullable: true }) status: RoleGrantStatus | null,
    @Args('userId', { type: () => ID, nullable: true }) userId: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<RoleGrantConnection> {
    const page = await this.grants.list({ status, userId }, first, after);
    const emails = await this.grants.emailsFor(page.rows);
    return { nodes: page.rows.map((row) => toRoleGrant(row, emails)), pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @RequiresStepUp()
  @Mutation(() => RoleGrantModel, {
    description:
      'Admins, signed in with a recent step-up (confirmIdentity; no API token): ask for a user to get the role SUPPORT or ADMIN (more power than they have), with a reason of 1 to 500 characters. Nothing changes until a different admin approves it; it expires after 72 hours.',
  })
  async requestRoleGrant(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role', { type: () => UserRoleValue }) role: UserRoleValue,
    @Args('reason') reason: string,
  ): Promise<RoleGrantModel> {
    return this.answer(await this.grants.request({ id: admin.id, ip: actor.ip }, { userId, role, reason }));
  }

  @RequiresStepUp()
  @Mutation(() => RoleGrantModel, {
    description:
      'Admins, signed in with a recent step-up (confirmIdentity; no API token): approve a pending role grant someone else requested; the user gets the role at their next request.',
  })
  async approveRoleGrant(@CurrentUser() admin: SessionUser, @Actor() actor: Actor, @Args('id', { type: () => ID }) id: string): Promise<RoleGrantModel> {
    return this.answer(await this.grants.approve({ id: admin.id, ip: actor.ip }, id));
  }

  @Mutation(() => RoleGrantModel, { description: 'Admins: reject a pending role grant with a reason (the requester may withdraw their own); no role changes.' })
  async rejectRoleGrant(
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason') reason: string,
  ): Promise<RoleGrantModel> {
    return this.answer(await this.grants.reject({ id: admin.id, ip: actor.ip }, id, reason));
  }

  private async answer(row: RoleGrantRow): Promise<RoleGrantModel> {
    return toRoleGrant(row, await this.grants.emailsFor([row]));
  }
}
