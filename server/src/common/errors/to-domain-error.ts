import { HttpException } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { isConnectionError } from '../../database/connection-errors';
import { DomainError, ErrorKind } from './domain-error';

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: ErrorKind.BAD_USER_INPUT,
  401: ErrorKind.UNAUTHENTICATED,
  403: ErrorKind.FORBIDDEN,
  404: ErrorKind.NOT_FOUND,
  409: ErrorKind.CONFLICT,
  413: ErrorKind.PAYLOAD_TOO_LARGE,
  415: ErrorKind.BAD_USER_INPUT,
  422: ErrorKind.UNPROCESSABLE,
  429: ErrorKind.RATE_LIMITED,
};

const GENERIC_BY_KIND: Partial<Record<ErrorKind, string>> = {
  [ErrorKind.UNAUTHENTICATED]: 'Your session has expired. Please sign in again.',
  [ErrorKind.FORBIDDEN]: 'You are not allowed to do this.',
  [ErrorKind.NOT_FOUND]: 'Not found.',
  [ErrorKind.PAYLOAD_TOO_LARGE]: 'The request is too large.',
  [ErrorKind.RATE_LIMITED]: 'Too many requests. Please wait a moment and try again.',
};

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** A lost database connection (restart, outage): nothing was changed by this request; a retry (same Idempotency-Key) is safe. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * Postgres's own refusals of a value (SQLSTATE): text it cannot store (22021 NUL or bad encoding,
 * 22P05), text that is not of the column's type (22P02, a malformed uuid or number), dates and
 * numbers out of range (22007, 22008, 22003). The edge refuses these first (common/invalid-text.ts,
 * common/uuid.ts); this is the last line, so one that slips through is a 400 and not a 500.
 */
const INVALID_VALUE_SQLSTATES = new Set(['22021', '22P02', '22P05', '22007', '22008', '22003']);
export const INVALID_VALUE_MESSAGE = 'A value in the request is not valid.';

/**
 * The ledger's tamper guards (migration LedgerTamperGuards) raise 42501 with these messages. No
 * API path triggers them; if one ever did, the caller hears a conflict, not a 500.
 */
const LEDGER_GUARD =
  /^(ledger_accounts\.balance changes only through ledger_post|transaction \S+ is \w+(: its amount, user and kind cannot change| and cannot be deleted))$/;
export const SETTLED_MESSAGE = 'This record is settled and can no longer change.';

function sqlState(error: unknown): string | undefined {
  const candidate = (error as { driverError?: { code?: unknown } })?.driverError?.code ?? (error as { code?: unknown })?.code;
  return typeof candidate === 'string' && /^[0-9A-Z]{5}$/.test(candidate) ? candidate : undefined;
}

/**
 * Turns anything thrown into a DomainError with a message safe to show. Unknown errors become
 * INTERNAL with a generic message; the caller logs the original.
 */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const kind = KIND_BY_STATUS[status] ?? (status < 500 ? ErrorKind.BAD_USER_INPUT : ErrorKind.INTERNAL);
    if (kind === ErrorKind.INTERNAL) return new DomainError(kind, INTERNAL_MESSAGE);
    const body = error.getResponse() as string | { message?: string | string[] };
    let message = typeof body === 'string' ? body : body?.message;
    if (Array.isArray(message)) message = message[0];
    return new DomainError(kind, GENERIC_BY_KIND[kind] ?? (message || 'The request is not valid.'));
  }
  // Errors thrown by body parsers and multipart middleware carry an HTTP status.
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const kind = KIND_BY_STATUS[status] ?? ErrorKind.BAD_USER_INPUT;
    const type = (error as { type?: string }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : type === 'entity.too.large' || status === 413
          ? 'The request is too large.'
          : (GENERIC_BY_KIND[kind] ?? 'The request is not valid.');
    return new DomainError(kind, message);
  }
  const state = sqlState(error);
  if (state && INVALID_VALUE_SQLSTATES.has(state)) return new DomainError(ErrorKind.BAD_USER_INPUT, INVALID_VALUE_MESSAGE);
  if (state === '42501' && LEDGER_GUARD.test(String((error as { message?: unknown }).message))) return new DomainError(ErrorKind.CONFLICT, SETTLED_MESSAGE);
  if (error instanceof GraphQLError && error.extensions?.code && error.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    const code = String(error.extensions.code);
    const kind = (Object.values(ErrorKind) as string[]).includes(code) ? (code as ErrorKind) : ErrorKind.BAD_USER_INPUT;
    return new DomainError(kind, error.message, code);
  }
  if (isConnectionError(error)) return new DomainError(ErrorKind.UNAVAILABLE, UNAVAILABLE_MESSAGE);
  return new DomainError(ErrorKind.INTERNAL, INTERNAL_MESSAGE);
}
