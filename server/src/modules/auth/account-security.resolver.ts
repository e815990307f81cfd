import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, SessionOnly } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { RequiresStepUp } from '../../common/decorators/step-up.decorator';
import { clearStepUp } from '../../common/step-up';
import type { SessionUser } from '../../common/session-user';
import { UserModel } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { AuthService, passwordChangedMessage } from './auth.service';
import { CredentialsRevokedModel } from './credentials-revoked.model';
import { EmailChangeService } from './email-change.service';

// Account security (password, email, 2FA, sessions) needs the session: an API token must not be a way to take the account over.
@SessionOnly()
@Resolver()
export class AccountSecurityResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly emailChange: EmailChangeService,
    private readonly users: UsersService,
  ) {}

  @Mutation(() => CredentialsRevokedModel, {
    description:
      'Changes the password in place and signs out every other session (half-done sign-ins too) and revokes the API tokens; with 2FA on, twoFactorCode is required.',
  })
  async changePassword(
    @Args('currentPassword') currentPassword: string,
    @Args('newPassword') newPassword: string,
    @Args('twoFactorCode', { type: () => String, nullable: true }) twoFactorCode: string | null,
    @CurrentUser() user: SessionUser,
    @Actor() actor: Actor,
    // The request for its session: this one stays signed in (its id) and loses its step-up.
    @Context('req') req: Request,
  ): Promise<CredentialsRevokedModel> {
    const revoked = await this.auth.changePassword(user.id, { currentPassword, newPassword, twoFactorCode }, req.sessionID, actor);
    // A new password starts without a confirmed one: an old step-up is not carried over.
    clearStepUp(req);
    return { message: passwordChangedMessage(revoked), ...revoked };
  }

  @RequiresStepUp()
  @Mutation(() => Boolean, {
    description: 'Mails a 6-digit code (valid 15 minutes) to the new address. Needs a confirmed password (confirmIdentity, which also takes the 2FA code).',
  })
  async requestEmailChange(
    @Args('newEmail') newEmail: string,
    @Args('twoFactorCode', {
      type: () => String,
      nullable: true,
      description: 'Not needed any more and not read: confirmIdentity checks the second factor.',
      deprecationReason: 'confirmIdentity checks the second factor.',
    })
    _twoFactorCode: string | null,
    @CurrentUser() user: SessionUser,
    @Actor() actor: Actor,
  ): Promise<boolean> {
    await this.emailChange.request(user, { newEmail }, actor);
    return true;
  }

  @Mutation(() => UserModel, { description: 'Switches the account to the new address with the code sent there.' })
  async confirmEmailChange(@Args('code') code: string, @CurrentUser() user: SessionUser, @Actor() actor: Actor): Promise<UserModel> {
    return this.users.toModel(await this.emailChange.confirm(user, code, actor));
  }
}
