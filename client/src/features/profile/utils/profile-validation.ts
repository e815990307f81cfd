import i18next from 'i18next';
import type { Gender } from '../../../gql/generated';
import { isFutureCalendarDate } from '../../../lib/dates';
import { onlyAsciiDigits } from '../../../lib/digits';

// The client repeats the cheap checks for quick feedback, with the spec's messages (section 5)
// in the current language (`profile:validation`); the server has the last word.

const message = (key: string) => i18next.t(`validation.${key}`, { ns: 'profile' });

export const GENDERS: readonly Gender[] = ['MALE', 'FEMALE', 'OTHERS'];

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

/**
 * Phone numbers (and emailed codes) are ASCII digits only: digits from an Arabic, Persian, Hindi
 * or full-width keyboard are converted, anything else typed is dropped.
 */
export function digitsOnly(value: string): string {
  return onlyAsciiDigits(value);
}

/** The message to show, or null when the profile form may be sent. */
export function validateProfile(values: ProfileFormValues, now: Date = new Date()): string | null {
  if (!values.fullname.trim() || !values.username.trim() || !values.phone.trim()) {
    return message('profileRequired');
  }
  if (!/^\d+$/.test(values.phone.trim())) return message('phoneDigits');
  if (!GENDERS.includes(values.gender)) return message('gender');
  if (values.dateOfBirth && isFutureCalendarDate(values.dateOfBirth, now)) {
    return message('birthInFuture');
  }
  return null;
}

/** The message to show, or null when the address form may be sent. */
export function validateAddress(values: AddressFormValues): string | null {
  if (!values.address1.trim() || !values.state.trim() || !values.country.trim()) {
    return message('addressRequired');
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
  if (!next || !confirm) return message('emailFieldsRequired');
  if (next.toLowerCase() !== confirm.toLowerCase()) return message('emailsDiffer');
  if (next.toLowerCase() === currentEmail.trim().toLowerCase()) return message('emailUnchanged');
  return null;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/** The message to show, or null when the password change may be sent (the reset form's checks). */
export function validatePasswordChange({ currentPassword, newPassword, confirmation }: PasswordChangeValues): string | null {
  if (!currentPassword.trim() || !newPassword.trim() || !confirmation.trim()) return message('passwordFieldsRequired');
  if (newPassword !== confirmation) return message('passwordsDiffer');
  return null;
}
