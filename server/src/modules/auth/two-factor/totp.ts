import { Secret, TOTP } from 'otpauth';
import { randomBytes } from 'node:crypto';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side, for clocks a little apart. */
const WINDOW = 1;

export const TOTP_CODE = /^\d{6}$/;
/** Recovery codes: ten base32 letters in two groups, "abcde-fghij". */
export const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account: string, issuer: string): TOTP {
  return new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

export function otpauthUri(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

/** The 30-second step a code belongs to (within one step of `nowMs`), or null when it matches none. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret, '', '').validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code of `nowMs`'s step (tests and the demo compute codes the way an app does). */
export function totpCode(secret: string, nowMs: number): string {
  return totp(secret, '', '').generate({ timestamp: nowMs });
}

export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const letters = Array.from(randomBytes(10), (byte) => BASE32[byte & 31]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}
