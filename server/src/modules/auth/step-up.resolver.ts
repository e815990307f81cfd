import { Args, Context, GraphQLISODateTime, Mutation, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, SessionOnly } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { StepUpService } from './step-up.service';

// A bearer token never confirms an identity: step-up is a property of a browser session.
@SessionOnly()
@Resolver()
export class StepUpResolver {
  constructor(private readonly stepUp: StepUpService) {}

  @Mutation(() => GraphQLISODateTime, {
    description:
      'Confirms the password (and, with 2FA on, a current authenticator or recovery code) of the signed-in session; operations that answered STEP_UP_REQUIRED then pass in this session until the time answered (10 minutes).',
  })
  confirmIdentity(
    @Args('password') password: string,
    @Args('twoFactorCode', { type: () => String, nullable: true }) twoFactorCode: string | null,
    @CurrentUser() user: SessionUser,
    @Context('req') req: Request,
  ): Promise<Date> {
    return this.stepUp.confirm(req, user.id, password, twoFactorCode);
  }
}
