import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { SessionUser } from '../../common/session-user';
import { UsersService } from '../users/users.service';

/** The session holds the user id only; the user is read fresh on each request. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: Pick<SessionUser, 'id'>, done: (err: Error | null, id?: string) => void) {
    done(null, user.id);
  }

  /**
   * Handlers get a SessionUser: the password hash and 2FA secrets never leave users/ and auth/.
   * A frozen user's session counts as none (a sign-in racing the freeze may have saved one after
   * the freeze ended the others), so every instance answers 401 from the next request on.
   */
  deserializeUser(id: string, done: (err: Error | null, user?: SessionUser | false) => void) {
    this.users.sessionUserOf(id).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}
