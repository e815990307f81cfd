import { badInput } from './errors/domain-error';

/** An id as Postgres's uuid type takes it (RFC 4122 shape, any case); the one check for ids from callers. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * `value` when it is a well-formed id, else a 400 naming `what` ("The transaction id is not
 * valid."). A well-formed id that is not the caller's stays the caller's 404 to answer.
 */
export function requireUuid(value: unknown, what: string): string {
  if (!isUuid(value)) throw badInput(`The ${what} is not valid.`);
  return value;
}
