import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { UserEntity } from '../users/user.entity';
import { AuthService } from './auth.service';
import { actorOf } from '../../common/actor';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<UserEntity> {
    // A passport callback, not a handler: it reads the actor the AccessGuard built for this request.
    return this.auth.validateLogin(email, password, actorOf(req));
  }
}
