import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../../config/env';
import type { MetricsService } from './metrics.service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time; true when no token is configured. */
function tokenAccepted(req: IncomingMessage, token: string | null): boolean {
  if (!token) return true;
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  return !!given && timingSafeEqual(digest(given), digest(token));
}

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify({ status: 'error', message }));
}

/** Renders the registry for a request that passed the token check (or 401). */
async function scrape(req: IncomingMessage, res: ServerResponse, metrics: MetricsService, token: string | null): Promise<void> {
  if (!tokenAccepted(req, token)) return answer(res, 401, 'A valid metrics token is required.', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  const text = await metrics.render();
  res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
  res.end(text);
}

/**
 * GET /metrics on the main port: served only when METRICS_TOKEN is set and METRICS_PORT is not
 * (then it lives on its own port); otherwise 404, as if there were none. Mounted before sessions
 * and API tokens, so the metrics token is never taken for an API token.
 */
export function metricsOnMainPort(config: AppConfig, metrics: MetricsService): RequestHandler {
  const served = !!config.metricsToken && config.metricsPort === null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/' && req.path !== '') return next();
    if (!served || (req.method !== 'GET' && req.method !== 'HEAD')) return answer(res, 404, 'Not found.');
    scrape(req, res, metrics, config.metricsToken).catch(next);
  };
}

/** The METRICS_PORT server's handler: GET /metrics (with the token when one is set), 404 for anything else. */
export function metricsPortHandler(config: AppConfig, metrics: MetricsService) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return answer(res, 404, 'Not found.');
    scrape(req, res, metrics, config.metricsToken).catch(() => answer(res, 500, 'The metrics could not be collected.'));
  };
}
