import { SetMetadata, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';

export const IS_PUBLIC = 'access:public';
export const ROLES = 'access:roles';
export const STATE_CHANGING = 'access:state-changing';
export const SESSION_ONLY = 'access:session-only';
export const ADMINS_ONLY = 'access:admins-only';

/** Reachable without a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Only users with one of these roles. `admin` also lets support staff through for reads: the AccessGuard refuses them every change. */
export const Roles = (...roles: Array<'admin'>) => SetMetadata(ROLES, roles);
/** With `@Roles('admin')`: support staff may not even read it (the mail outbox); only admins get through. */
export const AdminsOnly = () => SetMetadata(ADMINS_ONLY, true);
/** A GET handler that changes state (kept for the old client's paths): it needs a CSRF token too. */
export const StateChanging = () => SetMetadata(STATE_CHANGING, true);
/** Only with a signed-in session: an API token (bearer) is refused whatever its scopes (managing the tokens themselves). */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);

export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext().req;
  return context.switchToHttp().getRequest<Request>();
}

/** The signed-in user as the guard loaded it for this request: a SessionUser, not the users entity. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext) => requestOf(context).user);
