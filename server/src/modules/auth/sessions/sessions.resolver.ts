import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, SessionOnly } from '../../../common/decorators/access.decorators';
import type { SessionUser } from '../../../common/session-user';
import { clientInfoOf } from '../../activity/client-info';
import { SessionInfoModel } from './session-info.model';
import { SessionsService } from './sessions.service';

// Account security (password, email, 2FA, sessions) needs the session: an API token must not be a way to take the account over.
@SessionOnly()
@Resolver()
export class SessionsResolver {
  constructor(private readonly sessions: SessionsService) {}

  @Query(() => [SessionInfoModel], { description: "The signed-in user's sessions, this one first." })
  mySessions(@CurrentUser() user: SessionUser, @Context('req') req: Request): Promise<SessionInfoModel[]> {
    return this.sessions.list(user.id, req.sessionID);
  }

  @Mutation(() => Boolean, { description: "Signs one of your sessions out (another user's id is NOT_FOUND)." })
  async endSession(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: SessionUser, @Context('req') req: Request): Promise<boolean> {
    await this.sessions.end(user.id, id, clientInfoOf(req));
    return true;
  }

  @Mutation(() => Int, { description: 'Signs out every session but this one; answers how many ended.' })
  endOtherSessions(@CurrentUser() user: SessionUser, @Context('req') req: Request): Promise<number> {
    return this.sessions.endOthers(user.id, req.sessionID, clientInfoOf(req));
  }
}
