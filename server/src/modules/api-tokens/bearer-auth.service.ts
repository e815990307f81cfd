import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiTokensService } from './api-tokens.service';
import { ApiTokenError, ApiTokenErrorCode } from './api-tokens.errors';

const BEARER = /^Bearer(?: +(\S*))? *$/i;

/**
 * The Express middleware that signs a request in by `Authorization: Bearer <token>` (wired in
 * create-app after the session middleware). It answers nothing itself: a valid token sets
 * `req.user` and `req.bearer`; a refused one sets `req.bearerError`, which the AccessGuard throws,
 * so REST and GraphQL each answer it in their own error shape.
 */
@Injectable()
export class BearerAuthService {
  constructor(private readonly tokens: ApiTokensService) {}

  readonly middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    // Signed in by the cookie before this runs (passport): then CSRF stays required.
    const withSession = !!req.user;
    const match = BEARER.exec(header);
    if (!match) {
      req.bearerError = new ApiTokenError(ApiTokenErrorCode.NOT_BEARER);
      return next();
    }
    this.tokens.authenticate(match[1] ?? '').then(
      (signIn) => {
        req.user = signIn.user;
        req.bearer = { tokenId: signIn.tokenId, scopes: signIn.scopes, withSession };
        next();
      },
      (error: unknown) => {
        if (error instanceof ApiTokenError && error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
        req.bearerError = error instanceof Error ? error : new Error(String(error));
        next();
      },
    );
  };
}
