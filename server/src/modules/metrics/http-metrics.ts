import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { MetricsService } from './metrics.service';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route's template (`/api/uploads/avatars/:name`), never the URL itself: ids and names would
 * make a series per request. GraphQL is one route; anything no route matched (the client's files,
 * a 404) is `unmatched`.
 */
function routeOf(req: Request): string {
  const template = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof template === 'string') return `${req.baseUrl ?? ''}${template}`;
  if (req.originalUrl === '/graphql' || req.originalUrl.startsWith('/graphql?')) return '/graphql';
  return 'unmatched';
}

/** http_request_duration_seconds by method, route template and status; the first middleware, so it times everything. */
export function httpMetrics(metrics: MetricsService): RequestHandler {
  const duration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, from the first middleware to the last byte.',
    labelNames: ['method', 'route', 'status'],
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const end = duration.startTimer();
    res.once('finish', () => end({ method: METHODS.has(req.method) ? req.method : 'OTHER', route: routeOf(req), status: String(res.statusCode) }));
    next();
  };
}
