import type { ActivityKind } from '../../../gql/generated';

/** What each recorded event means to the investor. */
export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  SIGN_IN: 'Signed in',
  SIGN_IN_FAILED: 'Failed sign-in attempt',
  TWO_FACTOR_ENABLED: 'Two-factor authentication turned on',
  TWO_FACTOR_DISABLED: 'Two-factor authentication turned off',
  RECOVERY_CODE_USED: 'Recovery code used',
  PASSWORD_CHANGED: 'Password changed',
  PASSWORD_RESET: 'Password reset by email link',
  EMAIL_CHANGED: 'Email address changed',
  SESSION_ENDED: 'Session ended',
  KYC_SUBMITTED: 'Identity documents submitted',
  ACCOUNT_FROZEN: 'Account frozen by support',
  ACCOUNT_UNFROZEN: 'Account unfrozen by support',
  TWO_FACTOR_RESET: 'Two-factor authentication turned off by support',
  API_TOKEN_CREATED: 'API token created',
  API_TOKEN_REVOKED: 'API token revoked',
};

/** The label of `kind`; a kind newer than this client reads as its words ("SOME_KIND" -> "Some kind"). */
export function activityLabel(kind: string): string {
  const known = (ACTIVITY_LABELS as Record<string, string | undefined>)[kind];
  if (known) return known;
  const words = kind.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Events that deserve a second look: shown with a warning colour. */
export function isWarningActivity(kind: string): boolean {
  return ['SIGN_IN_FAILED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'ACCOUNT_FROZEN', 'TWO_FACTOR_RESET'].includes(kind);
}
