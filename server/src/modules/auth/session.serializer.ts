import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** The session holds the user id only; the user is read fresh on each request. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: UserEntity, done: (err: Error | null, id?: string) => void) {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | null, user?: UserEntity | false) => void) {
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}
