import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { UserEntity } from '../users/user.entity';
import { AuthService } from './auth.service';
import { clientInfoOf } from '../activity/client-info';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<UserEntity> {
    return this.auth.validateLogin(email, password, req.ip ?? 'unknown', clientInfoOf(req));
  }
}
