import { ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AuthError, AuthErrorCode } from './auth.errors';
import { UserEntity } from '../users/user.entity';
import { SignInService } from './sign-in.service';

const CREDENTIAL_FIELDS = new Set(['email', 'password']);
const PASSWORD_VERIFIED = 'passwordVerifiedUser';

function checkCredentialsShape(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AuthError(AuthErrorCode.FIELDS_REQUIRED);
  for (const key of Object.keys(body)) {
    if (!CREDENTIAL_FIELDS.has(key)) throw new AuthError(AuthErrorCode.UNKNOWN_FIELD, `property ${key} should not exist`);
  }
  const { email, password } = body as Record<string, unknown>;
  for (const [name, value, max] of [
    ['email', email, 254],
    ['password', password, 256],
  ] as const) {
    if (value !== undefined && value !== null && typeof value !== 'string') throw new AuthError(AuthErrorCode.INVALID_FIELD, `${name} must be a string`);
    if (typeof value === 'string' && value.length > max)
      throw new AuthError(AuthErrorCode.INVALID_FIELD, `${name} must be shorter than or equal to ${max} characters`);
  }
}

/**
 * passport-local for REST bodies and GraphQL `login(input:)` alike; then starts the session, or,
 * when the user has 2FA on, leaves it waiting for the second step (see SignInService).
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(private readonly signIn: SignInService) {
    super();
  }

  getRequest(context: ExecutionContext): Request {
    if (context.getType<string>() !== 'graphql') return context.switchToHttp().getRequest<Request>();
    const gql = GqlExecutionContext.create(context);
    const req = gql.getContext().req as Request;
    // passport-local reads the credentials from req.body.
    req.body = { ...(gql.getArgs().input ?? {}) };
    return req;
  }

  /** passport-local's verified user (the entity) goes here, not to req.user, which only a completed sign-in sets. */
  getAuthenticateOptions() {
    return { property: PASSWORD_VERIFIED };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Guards run before the validation pipe, so the credentials' shape is checked here.
    checkCredentialsShape(this.getRequest(context).body);
    await super.canActivate(context);
    const req = this.getRequest(context) as Request & { [PASSWORD_VERIFIED]?: UserEntity };
    const verified = req[PASSWORD_VERIFIED];
    delete req[PASSWORD_VERIFIED];
    if (!verified) throw new AuthError(AuthErrorCode.INVALID_CREDENTIALS);
    await this.signIn.afterPassword(req, verified);
    return true;
  }

  handleRequest<T>(err: unknown, user: T, info: { message?: string } | undefined): T {
    if (err) throw err;
    if (!user) {
      if (info?.message === 'Missing credentials') throw new AuthError(AuthErrorCode.FIELDS_REQUIRED);
      throw new AuthError(AuthErrorCode.INVALID_CREDENTIALS);
    }
    return user;
  }
}
