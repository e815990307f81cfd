import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { CurrentUser, SessionOnly } from '../../../common/decorators/access.decorators';
import { Actor } from '../../../common/decorators/actor.decorator';
import type { SessionUser } from '../../../common/session-user';
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
  async endSession(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: SessionUser, @Actor() actor: Actor): Promise<boolean> {
    await this.sessions.end(user.id, id, actor);
    return true;
  }

  @Mutation(() => Int, { description: 'Signs out every session but this one; answers how many ended.' })
  // The request for its session id (the one that stays signed in).
  endOtherSessions(@CurrentUser() user: SessionUser, @Actor() actor: Actor, @Context('req') req: Request): Promise<number> {
    return this.sessions.endOthers(user.id, req.sessionID, actor);
  }
}
