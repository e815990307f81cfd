import i18next from 'i18next';
import type { ActivityKind } from '../../../gql/generated';

/** The recorded events the client has words for (`history` namespace, `activity.kinds.<KIND>`). */
export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'RECOVERY_CODE_USED',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'EMAIL_CHANGED',
  'SESSION_ENDED',
  'KYC_SUBMITTED',
  'ACCOUNT_FROZEN',
  'ACCOUNT_UNFROZEN',
  'TWO_FACTOR_RESET',
  'API_TOKEN_CREATED',
  'API_TOKEN_REVOKED',
  'IDENTITY_CHECK_FAILED',
];

/**
 * What `kind` means to the investor, in the current language; a kind newer than this client
 * reads as its words ("SOME_KIND" -> "Some kind").
 */
export function activityLabel(kind: string): string {
  if ((ACTIVITY_KINDS as readonly string[]).includes(kind)) return i18next.t(`activity.kinds.${kind}`, { ns: 'history' });
  const words = kind.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Events that deserve a second look: shown with a warning colour. */
export function isWarningActivity(kind: string): boolean {
  return ['SIGN_IN_FAILED', 'IDENTITY_CHECK_FAILED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'ACCOUNT_FROZEN', 'TWO_FACTOR_RESET'].includes(kind);
}
