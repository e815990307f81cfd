import { isUuid } from './uuid';

/**
 * Opaque `after` cursors of newest-first pages keyed by a uuid row id: base64url of "<kind>:<id>".
 * The statement then pages after that row's (created_at, id). `kind` keeps one list's cursor out of
 * another's.
 */
export function encodeRowCursor(kind: string, id: string): string {
  return Buffer.from(`${kind}:${id}`).toString('base64url');
}

/** The row id a cursor names, or null when it is not exactly what `encodeRowCursor(kind, …)` wrote. */
export function decodeRowCursor(kind: string, cursor: string): string | null {
  if (typeof cursor !== 'string' || cursor.length > 200) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const prefix = `${kind}:`;
  if (!text.startsWith(prefix)) return null;
  const id = text.slice(prefix.length);
  // base64url decoding skips stray characters: only the exact encoding is accepted.
  if (!isUuid(id) || encodeRowCursor(kind, id) !== cursor) return null;
  return id.toLowerCase();
}
