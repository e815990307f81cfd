import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { IS_PUBLIC, ROLES, STATE_CHANGING, requestOf } from '../decorators/access.decorators';
import { forbidden, unauthenticated } from '../errors/domain-error';
import { ACCESS_MESSAGE, AccessErrorCode } from './access.errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';

export function csrfTokenMatches(req: Request): boolean {
  const expected = req.session?.csrfToken;
  const given = req.headers[CSRF_HEADER];
  if (!expected || typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
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
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (!isPublic && !req.user) throw unauthenticated();

    if (this.changesState(context, req) && !csrfTokenMatches(req)) {
      throw forbidden('Invalid or missing CSRF token. Refresh the page and try again.', 'CSRF');
    }

    const roles = this.reflector.getAllAndOverride<string[]>(ROLES, targets);
    if (roles?.includes('admin') && !req.user?.isAdmin) {
      // Support staff read every admin operation and change nothing.
      if (req.user?.role !== 'support') throw forbidden();
      if (this.changesState(context, req)) throw forbidden(ACCESS_MESSAGE[AccessErrorCode.SUPPORT_READ_ONLY], AccessErrorCode.SUPPORT_READ_ONLY);
    }
    return true;
  }

  private changesState(context: ExecutionContext, req: Request): boolean {
    if (context.getType<string>() === 'graphql') {
      // Subscriptions run over a WebSocket whose Origin is checked at connection instead.
      return GqlExecutionContext.create(context).getInfo().operation.operation === 'mutation';
    }
    return !SAFE_METHODS.has(req.method) || !!this.reflector.get<boolean>(STATE_CHANGING, context.getHandler());
  }
}
