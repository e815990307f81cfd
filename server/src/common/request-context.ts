import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header a load balancer hands the id in, and the one every answer (and outgoing webhook) carries it back in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An incoming id is taken as it is only when it is short and plain (letters, digits, `.`, `_`,
 * `:`, `-`; at most 64): it is written to logs, headers and columns, so nothing that could break
 * a log line or a header (newline, NUL, quotes, spaces) gets through. The columns check the same.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The incoming header's value when it is one well-formed id; anything else (missing, repeated, too long, odd characters) is null. */
export function acceptedRequestId(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : null;
}

/** A fresh id (a random UUID) for a request that brought none usable. */
export const newRequestId = (): string => randomUUID();

/** The id of the request (or job) this code runs for; null in background work started by no request. */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/**
 * Runs `fn` as part of the request `requestId` (a worker handling a job a request queued): log
 * lines and rows written meanwhile carry it. A null or malformed id runs `fn` with no id.
 */
export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  return requestId && REQUEST_ID_PATTERN.test(requestId) ? storage.run({ requestId }, fn) : storage.exit(fn);
}

type IdentifiedRequest = IncomingMessage & { id?: unknown };

/** The request's id as requestIds gave it (pino-http's genReqId: the one id of its log lines). */
export function requestIdOf(req: IncomingMessage): string {
  const request = req as IdentifiedRequest;
  if (typeof request.id !== 'string' || !REQUEST_ID_PATTERN.test(request.id)) request.id = acceptedRequestId(req.headers['x-request-id']) ?? newRequestId();
  return request.id as string;
}

/**
 * First middleware of the app: the request's id (the load balancer's X-Request-Id when well
 * formed, else a fresh one) as `req.id` (pino-http logs it as is), echoed in the answer's
 * X-Request-Id, and the rest of the request run in its context (currentRequestId()).
 */
export function requestIds(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const requestId = requestIdOf(req);
  res.setHeader(REQUEST_ID_HEADER, requestId);
  storage.run({ requestId }, next);
}

/**
 * The same context again, just before the routes: a middleware that resumes from a stream or a
 * store's callback (body parsing, the session store) may have left it; the handlers run in it.
 */
export function requestContextAgain(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  storage.run({ requestId: requestIdOf(req) }, next);
}

/** pino's mixin: every log line written in a request's (or job's) context names its id, HTTP or worker alike. */
export function requestIdLogField(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
