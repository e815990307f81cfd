/** The AccessGuard's own refusals that carry a code of their own (the REST body's `code`, GraphQL's `extensions.reason`). */
export enum AccessErrorCode {
  /** A support user (read-only console staff) called an admin operation that changes something. */
  SUPPORT_READ_ONLY = 'SUPPORT_READ_ONLY',
  /** A @RequiresStepUp() operation and the session has not confirmed the password (and 2FA) in the last few minutes. */
  STEP_UP_REQUIRED = 'STEP_UP_REQUIRED',
}

export const ACCESS_MESSAGE: Record<AccessErrorCode, string> = {
  [AccessErrorCode.SUPPORT_READ_ONLY]: 'Support staff can read the console but not change anything: ask an admin to do this.',
  [AccessErrorCode.STEP_UP_REQUIRED]: 'Confirm your password to continue: this change needs it.',
};
