import { registerEnumType } from '@nestjs/graphql';

/** What happened to an account, as its owner sees it on the Activity page. */
export enum ActivityKind {
  SIGN_IN = 'SIGN_IN',
  SIGN_IN_FAILED = 'SIGN_IN_FAILED',
  TWO_FACTOR_ENABLED = 'TWO_FACTOR_ENABLED',
  TWO_FACTOR_DISABLED = 'TWO_FACTOR_DISABLED',
  RECOVERY_CODE_USED = 'RECOVERY_CODE_USED',
  PASSWORD_CHANGED = 'PASSWORD_CHANGED',
  PASSWORD_RESET = 'PASSWORD_RESET',
  EMAIL_CHANGED = 'EMAIL_CHANGED',
  SESSION_ENDED = 'SESSION_ENDED',
  KYC_SUBMITTED = 'KYC_SUBMITTED',
  /** An admin froze the account (no sign-in, no money movement) or lifted the freeze. */
  ACCOUNT_FROZEN = 'ACCOUNT_FROZEN',
  ACCOUNT_UNFROZEN = 'ACCOUNT_UNFROZEN',
  /** An admin turned the account's two-factor authentication off. */
  TWO_FACTOR_RESET = 'TWO_FACTOR_RESET',
  /** The user created or revoked a personal API token. */
  API_TOKEN_CREATED = 'API_TOKEN_CREATED',
  API_TOKEN_REVOKED = 'API_TOKEN_REVOKED',
  /** A wrong password (or second factor) where a signed-in session was asked to confirm it (step-up). */
  IDENTITY_CHECK_FAILED = 'IDENTITY_CHECK_FAILED',
}
registerEnumType(ActivityKind, { name: 'ActivityKind' });
