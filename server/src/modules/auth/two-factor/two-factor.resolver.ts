import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, Public, SessionOnly } from '../../../common/decorators/access.decorators';
import { Actor } from '../../../common/decorators/actor.decorator';
import { RequiresStepUp } from '../../../common/decorators/step-up.decorator';
import type { SessionUser } from '../../../common/session-user';
import { UserModel } from '../../users/user.model';
import { UsersService } from '../../users/users.service';
import { SignInService } from '../sign-in.service';
import { TwoFactorSetupModel } from './two-factor-setup.model';
import { TwoFactorService } from './two-factor.service';

// Account security (password, email, 2FA, sessions) needs the session: an API token must not be a way to take the account over.
@SessionOnly()
@Resolver()
export class TwoFactorResolver {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly signIn: SignInService,
    private readonly users: UsersService,
  ) {}

  // Turning 2FA on or off hands the sign-in to whoever holds the authenticator: a confirmed password first.
  @RequiresStepUp()
  @Mutation(() => TwoFactorSetupModel, {
    description: 'A new authenticator secret; not active until enableTwoFactor confirms a code from it. Needs a confirmed password (confirmIdentity).',
  })
  beginTwoFactorSetup(@CurrentUser() user: SessionUser): Promise<TwoFactorSetupModel> {
    return this.twoFactor.beginSetup(user.id);
  }

  @RequiresStepUp()
  @Mutation(() => [String], {
    description:
      'Turns 2FA on with a code from the new secret; answers the 10 single-use recovery codes, shown this once. Needs a confirmed password (confirmIdentity).',
  })
  enableTwoFactor(@Args('code') code: string, @CurrentUser() user: SessionUser, @Actor() actor: Actor): Promise<string[]> {
    return this.twoFactor.enable(user.id, code, actor);
  }

  @RequiresStepUp()
  @Mutation(() => Boolean, {
    description: 'Turns 2FA off. Needs a confirmed password and second factor (confirmIdentity, with a current authenticator or an unused recovery code).',
  })
  async disableTwoFactor(
    @Args('code', {
      type: () => String,
      nullable: true,
      description: 'Not read: confirmIdentity checks the second factor (one code cannot pass twice).',
      deprecationReason: 'confirmIdentity checks the second factor.',
    })
    _code: string | null,
    @CurrentUser() user: SessionUser,
    @Actor() actor: Actor,
  ): Promise<boolean> {
    await this.twoFactor.disable(user.id, actor);
    return true;
  }

  @Public()
  @Mutation(() => UserModel, {
    description: 'The second step of a sign-in that answered TWO_FACTOR_REQUIRED: an authenticator code or an unused recovery code.',
  })
  async verifyTwoFactorLogin(@Args('code') code: string, @Context('req') req: Request): Promise<UserModel> {
    const user = await this.signIn.secondStep(req, code);
    return this.users.toModel(user);
  }
}
