import type { Gender } from '../../../gql/generated';
import { isFutureCalendarDate } from '../../../lib/dates';

// The client repeats the cheap checks for quick feedback, with the spec's messages (section 5);
// the server has the last word.

export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Others'];

export interface ProfileFormValues {
  fullname: string;
  username: string;
  phone: string;
  telegram: string;
  gender: Gender;
  dateOfBirth: string;
}

export interface AddressFormValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  nationality: string;
}

/** Phone numbers are digits only; anything else typed is dropped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The message to show, or null when the profile form may be sent. */
export function validateProfile(values: ProfileFormValues, now: Date = new Date()): string | null {
  if (!values.fullname.trim() || !values.username.trim() || !values.phone.trim()) {
    return 'Every required field must not be empty';
  }
  if (!/^\d+$/.test(values.phone.trim())) return 'Phone number must contain digits only';
  if (!GENDERS.includes(values.gender)) return 'Please choose a gender';
  if (values.dateOfBirth && isFutureCalendarDate(values.dateOfBirth, now)) {
    return 'Date of birth cannot be in the future';
  }
  return null;
}

/** The message to show, or null when the address form may be sent. */
export function validateAddress(values: AddressFormValues): string | null {
  if (!values.address1.trim() || !values.state.trim() || !values.country.trim()) {
    return 'All required fields are required to proceed';
  }
  return null;
}

export interface EmailChangeValues {
  currentEmail: string;
  newEmail: string;
  confirmEmail: string;
}

/** The message to show, or null when the email change may be requested. */
export function validateEmailChange({ currentEmail, newEmail, confirmEmail }: EmailChangeValues): string | null {
  const next = newEmail.trim();
  const confirm = confirmEmail.trim();
  if (!next || !confirm) return 'Please fill in all required fields.';
  if (next.toLowerCase() !== confirm.toLowerCase()) return 'Emails do not match. Please check and try again.';
  if (next.toLowerCase() === currentEmail.trim().toLowerCase()) return 'Current email cannot be used again';
  return null;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The message to show, or null when the password change may be sent (the reset form's checks). */
export function validatePasswordChange({ currentPassword, newPassword, confirmation }: PasswordChangeValues): string | null {
  if (!currentPassword.trim() || !newPassword.trim() || !confirmation.trim()) return 'All fields are required to proceed';
  if (newPassword !== confirmation) return 'Passwords do not match. Please check and try again.';
  return null;
}
