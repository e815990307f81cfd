import { Context, Resolver, Subscription } from '@nestjs/graphql';
import type { Request } from 'express';
import { SessionsService } from '../auth/sessions/sessions.service';
import type { SessionUser } from '../../common/session-user';
import { toUserModel } from '../users/user.model';
import { UsersService } from '../users/users.service';
import { AccountEvent, AccountEventsService } from './account-events.service';
import { AccountUpdate } from './account-update.model';

@Resolver()
export class AccountEventsResolver {
  constructor(
    private readonly events: AccountEventsService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  @Subscription(() => AccountUpdate, {
    description: "Pushes the signed-in user's fresh record when their balances change (over graphql-ws).",
    resolve(this: AccountEventsResolver, event: AccountEvent, _args: unknown, context: { req: Request }) {
      return this.resolveUpdate(event, context.req);
    },
  })
  accountUpdated(@Context('req') req: Request) {
    return this.events.subscribe((req.user as Pick<SessionUser, 'id'>).id);
  }

  /** Each event re-reads the session and the user, so a signed-out socket learns it at once. */
  async resolveUpdate(event: AccountEvent, req: Request): Promise<AccountUpdate> {
    const sid = req.sessionID;
    const userId = sid ? await this.sessions.userIdOf(sid) : null;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) return { reason: 'signed_out', user: null };
    return { reason: event.reason, user: toUserModel(user, await this.users.balancesOf(user.id)) };
  }
}
