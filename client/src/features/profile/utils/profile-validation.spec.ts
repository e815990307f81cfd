import { describe, expect, it } from 'vitest';
import {
  validatePasswordChange,
  digitsOnly,
  validateAddress,
  validateEmailChange,
  validateProfile,
  type AddressFormValues,
  type ProfileFormValues,
} from './profile-validation';

const now = new Date(2025, 5, 15, 12);

const profile: ProfileFormValues = {
  fullname: 'Jane Investor',
  username: 'jane',
  phone: '5551234',
  telegram: '',
  gender: 'MALE',
  dateOfBirth: '1990-03-15',
};

const address: AddressFormValues = {
  address1: '1 Main St',
  address2: '',
  city: '',
  state: 'Texas',
  zipcode: '',
  country: 'United States',
  nationality: '',
};

describe('validateProfile', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(profile, now)).toBeNull();
    expect(validateProfile({ ...profile, dateOfBirth: '' }, now)).toBeNull();
  });

  it.each(['fullname', 'username', 'phone'] as const)('requires %s', (field) => {
    expect(validateProfile({ ...profile, [field]: '   ' }, now)).toBe('Every required field must not be empty');
  });

  it('refuses a date of birth after today', () => {
    expect(validateProfile({ ...profile, dateOfBirth: '2025-06-16' }, now)).toBe('Date of birth cannot be in the future');
    expect(validateProfile({ ...profile, dateOfBirth: '2025-06-15' }, now)).toBeNull();
  });

  it('refuses a phone number with other characters', () => {
    expect(validateProfile({ ...profile, phone: '+1 555' }, now)).toBe('Phone number must contain digits only');
  });
});

describe('digitsOnly', () => {
  it('drops everything but digits', () => {
    expect(digitsOnly('+1 (555) 123-4567')).toBe('15551234567');
  });

  it('reads digits typed on an Arabic, Persian, Hindi or Japanese keyboard as ASCII digits', () => {
    expect(digitsOnly('+\u0669\u0667\u0661 \u0665\u0660 \u0661\u0662\u0663')).toBe('97150123');
    expect(digitsOnly('\u06f0\u06f9\u06f1\u06f2')).toBe('0912');
    expect(digitsOnly('\u0669\u0668\u0667\u0666\u0665')).toBe('98765');
    expect(digitsOnly('\u096f\u096e\u096d')).toBe('987');
    expect(digitsOnly('\uff10\uff19\uff10-\uff11\uff12')).toBe('09012');
  });
});

describe('validateAddress', () => {
  it('accepts an address with line 1, state and country', () => {
    expect(validateAddress(address)).toBeNull();
  });

  it.each(['address1', 'state', 'country'] as const)('requires %s', (field) => {
    expect(validateAddress({ ...address, [field]: ' ' })).toBe('All required fields are required to proceed');
  });
});

describe('validateEmailChange', () => {
  const currentEmail = 'jane@example.com';

  it('requires both fields', () => {
    expect(validateEmailChange({ currentEmail, newEmail: '', confirmEmail: 'a@b.c' })).toBe('Please fill in all required fields.');
  });

  it('requires the two to match', () => {
    expect(validateEmailChange({ currentEmail, newEmail: 'new@example.com', confirmEmail: 'other@example.com' })).toBe(
      'Emails do not match. Please check and try again.',
    );
  });

  it('refuses the current email', () => {
    expect(validateEmailChange({ currentEmail, newEmail: 'Jane@example.com', confirmEmail: 'jane@example.com' })).toBe('Current email cannot be used again');
  });

  it('accepts a new, confirmed email', () => {
    expect(validateEmailChange({ currentEmail, newEmail: 'new@example.com', confirmEmail: 'new@example.com' })).toBeNull();
  });
});

describe('validatePasswordChange', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'a new passphrase', confirmation: 'a new passphrase' }, 'All fields are required to proceed'],
    [{ currentPassword: 'old one', newPassword: '  ', confirmation: '  ' }, 'All fields are required to proceed'],
    [{ currentPassword: 'old one', newPassword: 'a new passphrase', confirmation: 'a new passphrasE' }, 'Passwords do not match. Please check and try again.'],
    [{ currentPassword: 'old one', newPassword: 'a new passphrase', confirmation: 'a new passphrase' }, null],
  ])('%j -> %s', (values, expected) => {
    expect(validatePasswordChange(values)).toBe(expected);
  });
});
