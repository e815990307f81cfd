import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import { SessionUser } from '../../common/session-user';
import { SessionUserRow, UsersService } from '../users/users.service';

/**
 * Where the session store's read leaves the signed-in user's row it joined (a symbol key on the
 * session's `passport` object: never serialized, never saved, gone with the request).
 */
export const SESSION_USER_ROW = Symbol('session user row');

/** The `passport` part of a session as the store read it. */
interface PassportSessionData {
  user?: string;
  [SESSION_USER_ROW]?: SessionUserRow;
}

/**
 * The session holds the user id only; the user is read fresh on each request, in the same
 * statement as the session when the store joined it (else by id). Registered with passport
 * directly (as @nestjs/passport's PassportSerializer does) with the request in hand.
 */
@Injectable()
export class SessionSerializer {
  constructor(private readonly users: UsersService) {
    passport.serializeUser((user, done) => this.serializeUser(user as SessionUser, done));
    passport.deserializeUser<string, Request>((req, id, done) => this.deserializeUser(id, req, done));
  }

  serializeUser(user: Pick<SessionUser, 'id'>, done: (err: Error | null, id?: string) => void) {
    done(null, user.id);
  }

  /**
   * Handlers get a SessionUser: the password hash and 2FA secrets never leave users/ and auth/.
   * A frozen user's session counts as none (a sign-in racing the freeze may have saved one after
   * the freeze ended the others), so every instance answers 401 from the next request on.
   */
  deserializeUser(id: string, req: Request, done: (err: Error | null, user?: SessionUser | false) => void) {
    const row = (req.session as { passport?: PassportSessionData } | undefined)?.passport?.[SESSION_USER_ROW];
    this.users.sessionUserOf(id, row).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}
