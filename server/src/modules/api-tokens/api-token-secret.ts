import { createHash, randomBytes } from 'node:crypto';

/** Every token starts with this: it names the product (Investment Platform), so a leaked one is recognisable and secret scanners can match it. */
export const API_TOKEN_PREFIX = 'invplat_';
/** 32 random bytes (256 bits) in base64url: 43 characters. */
const SECRET_BYTES = 32;
export const API_TOKEN_SECRET_LENGTH = 43;
const SECRET = /^[A-Za-z0-9_-]+$/;

/** A fresh token: the prefix, then 256 random bits. */
export function newApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
}

/** What the table keeps instead of the token: its SHA-256 (a 256-bit random secret needs no slow hash). */
export function hashApiToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The last four characters, shown in the list to tell tokens apart. */
export const hintOf = (token: string): string => token.slice(-4);

export type TokenShape = 'ok' | 'wrong-prefix' | 'malformed';

/** Whether a presented token can be one of ours at all, before any database lookup. */
export function shapeOf(token: string): TokenShape {
  if (!token.startsWith(API_TOKEN_PREFIX)) return 'wrong-prefix';
  const secret = token.slice(API_TOKEN_PREFIX.length);
  return secret.length === API_TOKEN_SECRET_LENGTH && SECRET.test(secret) ? 'ok' : 'malformed';
}
