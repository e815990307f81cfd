/**
 * The server's password rule (server/src/modules/auth/password-policy.ts): at least this many
 * characters, no composition rules, the most common passwords refused. Shown before submit.
 */
export const PASSWORD_MIN_LENGTH = 8;
