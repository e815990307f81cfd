import { describe, expect, it } from 'vitest';
import { activityLabel, isWarningActivity } from './activity-labels';

describe('activityLabel', () => {
  it.each([
    ['SIGN_IN', 'Signed in'],
    ['SIGN_IN_FAILED', 'Failed sign-in attempt'],
    ['TWO_FACTOR_ENABLED', 'Two-factor authentication turned on'],
    ['EMAIL_CHANGED', 'Email address changed'],
    ['SOMETHING_NEW', 'Something new'],
  ])('%s -> %s', (kind, label) => {
    expect(activityLabel(kind)).toBe(label);
  });

  it('marks failed sign-ins and 2FA turned off as worth a look', () => {
    expect(isWarningActivity('SIGN_IN_FAILED')).toBe(true);
    expect(isWarningActivity('TWO_FACTOR_DISABLED')).toBe(true);
    expect(isWarningActivity('SIGN_IN')).toBe(false);
  });
});
