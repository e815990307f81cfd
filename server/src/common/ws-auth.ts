import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';

/**
 * Authenticates a WebSocket upgrade request with the same session cookie as HTTP: runs the
 * session and passport middlewares on it (the app registers them here when it builds them).
 */
@Injectable()
export class WsAuth {
  private middlewares: RequestHandler[] = [];

  use(...middlewares: RequestHandler[]) {
    this.middlewares = middlewares;
  }

  async authenticate(request: IncomingMessage): Promise<Express.User | undefined> {
    // The middlewares only need a response that accepts headers; nothing is sent on it.
    const response = { getHeader: () => undefined, setHeader: () => undefined, writeHead: () => undefined, end: () => undefined };
    for (const middleware of this.middlewares) {
      await new Promise<void>((resolve, reject) => middleware(request as never, response as never, (error?: unknown) => (error ? reject(error) : resolve())));
    }
    return (request as IncomingMessage & { user?: Express.User }).user;
  }
}

/** Browsers send cookies on cross-site WebSocket upgrades: only same-origin pages may subscribe. */
export function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
