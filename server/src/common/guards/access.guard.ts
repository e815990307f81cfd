import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { actorOf } from '../actor';
import { requiredScope } from '../bearer-auth';
import { ADMINS_ONLY, IS_PUBLIC, ROLES, SESSION_ONLY, STATE_CHANGING, requestOf } from '../decorators/access.decorators';
import { forbidden, unauthenticated } from '../errors/domain-error';
import { ACCESS_MESSAGE, AccessErrorCode } from './access.errors';
import { SESSION_COOKIE } from '../session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

export function csrfTokenMatches(req: Request): boolean {
  const expected = req.session?.csrfToken;
  const given = req.headers[CSRF_HEADER];
  if (!expected || typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A caller that brought no credentials at all (an integrator's first call, a visitor): nothing has "expired". */
export const SIGN_IN_MESSAGE = 'Sign in or send an API token.';

/** Whether the request came with a session cookie (signed in once: a missing user then means the session ended). */
function sentSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * One guard for REST and GraphQL alike, in this order: a session unless the handler is public,
 * a CSRF token on every state-changing call, then the role.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const req = requestOf(context);
    // An Authorization header that signs no one in is refused even where no sign-in is needed: the caller meant to use it.
    if (req.bearerError) throw req.bearerError;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (!isPublic && !req.user) throw unauthenticated(sentSessionCookie(req) ? undefined : SIGN_IN_MESSAGE);

    // A bearer token is not ambient authority (no browser attaches it by itself): no CSRF token needed, unless a session cookie came too.
    const bearerOnly = !!req.bearer && !req.bearer.withSession;
    if (this.changesState(context, req) && !bearerOnly && !csrfTokenMatches(req)) {
      throw forbidden('Invalid or missing CSRF token. Refresh the page and try again.', 'CSRF');
    }

    const roles = this.reflector.getAllAndOverride<string[]>(ROLES, targets);
    if (roles?.includes('admin') && !req.user?.isAdmin) {
      // Support staff read every admin operation (but an @AdminsOnly one) and change nothing.
      if (req.user?.role !== 'support') throw forbidden();
      if (this.reflector.getAllAndOverride<boolean>(ADMINS_ONLY, targets)) throw forbidden();
      if (this.changesState(context, req)) throw forbidden(ACCESS_MESSAGE[AccessErrorCode.SUPPORT_READ_ONLY], AccessErrorCode.SUPPORT_READ_ONLY);
    }
    if (req.bearer) this.checkScope(context, req, !!roles?.includes('admin'));
    // Who is calling, built once for the whole request: handlers take it with @Actor().
    actorOf(req);
    return true;
  }

  /** A call signed in by an API token: within its scopes, and never a session-only operation. */
  private checkScope(context: ExecutionContext, req: Request, adminHandler: boolean): void {
    if (this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, [context.getHandler(), context.getClass()])) {
      throw forbidden('API tokens cannot do this: sign in to the web app.', 'SESSION_REQUIRED');
    }
    const needed = requiredScope(this.changesState(context, req), adminHandler);
    if (!req.bearer?.scopes.includes(needed)) throw forbidden(`This API token lacks the ${needed} scope this call needs.`, 'INSUFFICIENT_SCOPE');
  }

  private changesState(context: ExecutionContext, req: Request): boolean {
    if (context.getType<string>() === 'graphql') {
      // Subscriptions run over a WebSocket whose Origin is checked at connection instead.
      return GqlExecutionContext.create(context).getInfo().operation.operation === 'mutation';
    }
    return !SAFE_METHODS.has(req.method) || !!this.reflector.get<boolean>(STATE_CHANGING, context.getHandler());
  }
}
