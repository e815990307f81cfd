import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent } from 'pino';

/** A request slower than this keeps its info line whatever it answered. */
export const SLOW_REQUEST_MS = 1000;

/** GET paths each open tab asks often, whose quick successful answers are logged at debug only. */
const QUIET_GETS = new Set(['/api/check-auth']);

/** pino-http's own start time of a response (a symbol it keeps private), found on the first response that has it. */
let startTimeKey: symbol | undefined;

function startedAt(res: ServerResponse): number | undefined {
  startTimeKey ??= Object.getOwnPropertySymbols(res).find((key) => key.description === 'startTime');
  const value = startTimeKey && (res as unknown as Record<symbol, unknown>)[startTimeKey];
  return typeof value === 'number' ? value : undefined;
}

/**
 * The level of a request's log line (pino-http's customLogLevel): info as always, except a quick
 * successful signed-in session check (GET /api/check-auth), which is debug (LOG_LEVEL=debug shows
 * it): at info its line cost a few per cent of the request. Errors, refusals (4xx, 5xx) and slow
 * answers stay at info; so does any answer whose start time is unknown.
 */
export function requestLogLevel(req: IncomingMessage, res: ServerResponse, error?: Error): LevelWithSilent {
  if (error || (res as { err?: unknown }).err || res.statusCode >= 400 || req.method !== 'GET' || !QUIET_GETS.has(req.url?.split('?')[0] ?? '')) return 'info';
  const started = startedAt(res);
  return started !== undefined && Date.now() - started < SLOW_REQUEST_MS ? 'debug' : 'info';
}
