import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badInput } from '../../common/errors/domain-error';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Length only, no composition rules; the most common passwords are refused. */
export function checkPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw badInput(`The password must be at least ${PASSWORD_MIN} characters long.`, 'PASSWORD_TOO_SHORT');
  if (length > PASSWORD_MAX) throw badInput(`The password must be at most ${PASSWORD_MAX} characters long.`, 'PASSWORD_TOO_LONG');
  if (commonPasswords().has(password.toLowerCase())) {
    throw badInput('This password is too common and easy to guess. Please choose another one.', 'PASSWORD_TOO_COMMON');
  }
}
