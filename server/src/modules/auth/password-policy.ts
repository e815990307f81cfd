import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AuthError, AuthErrorCode, PASSWORD_MAX, PASSWORD_MIN } from './auth.errors';

export { PASSWORD_MAX, PASSWORD_MIN };

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Length only, no composition rules; the most common passwords are refused. `field`: the input the password came in. */
export function checkPassword(password: string, field = 'password'): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw new AuthError(AuthErrorCode.PASSWORD_TOO_SHORT).about(field);
  if (length > PASSWORD_MAX) throw new AuthError(AuthErrorCode.PASSWORD_TOO_LONG).about(field);
  if (commonPasswords().has(password.toLowerCase())) {
    throw new AuthError(AuthErrorCode.PASSWORD_TOO_COMMON).about(field);
  }
}
