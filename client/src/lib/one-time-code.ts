// Second-factor codes as the server takes them: the 6 digits of an authenticator app (RFC 6238),
// or one of the ten single-use recovery codes, `xxxxx-xxxxx` in lowercase base32.

import { asciiDigits, onlyAsciiDigits } from './digits';

export type OneTimeCodeKind = 'authenticator' | 'recovery';

/**
 * Digits only, at most six: spaces or dashes pasted from an app are dropped as typed; digits
 * from an Arabic, Persian, Hindi or full-width keyboard become ASCII digits.
 */
export function cleanAuthenticatorCode(value: string): string {
  return onlyAsciiDigits(value).slice(0, 6);
}

/** Lowercase letters and digits, at most ten, with the dash put back after the fifth. */
export function cleanRecoveryCode(value: string): string {
  const plain = asciiDigits(value)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);
  return plain.length > 5 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}

export function cleanOneTimeCode(value: string, kind: OneTimeCodeKind): string {
  return kind === 'recovery' ? cleanRecoveryCode(value) : cleanAuthenticatorCode(value);
}

/** True when `value` has the shape of a code of either kind (the server decides if it is right). */
export function isCompleteOneTimeCode(value: string): boolean {
  return /^\d{6}$/.test(value) || /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(value);
}
