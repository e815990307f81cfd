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
  /** Empty until the user chooses one (never preset). */
  gender: Gender | '';
  dateOfBirth: string;
}

/** Each field's problem, said under that field; empty when the form may be sent. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

const REQUIRED = () => message('fieldRequired');

/** The profile form's problems by field. */
export function profileProblems(values: ProfileFormValues, now: Date = new Date()): FieldProblems<keyof ProfileFormValues> {
  const problems: FieldProblems<keyof ProfileFormValues> = {};
  if (!values.fullname.trim()) problems.fullname = REQUIRED();
  if (!values.username.trim()) problems.username = REQUIRED();
  if (!values.phone.trim()) problems.phone = REQUIRED();
  else if (!/^\d+$/.test(values.phone.trim())) problems.phone = message('phoneDigits');
  if (!values.gender || !GENDERS.includes(values.gender)) problems.gender = message('gender');
  if (values.dateOfBirth && isFutureCalendarDate(values.dateOfBirth, now)) problems.dateOfBirth = message('birthInFuture');
  return problems;
}

/** The address form's problems by field (address line 1, state and country are required). */
export function addressProblems(values: AddressFormValues): FieldProblems<keyof AddressFormValues> {
  const problems: FieldProblems<keyof AddressFormValues> = {};
  for (const key of ['address1', 'state', 'country'] as const) if (!values[key].trim()) problems[key] = REQUIRED();
  return problems;
}

/** The email change's problems by field. */
export function emailChangeProblems({ currentEmail, newEmail, confirmEmail }: EmailChangeValues): FieldProblems<'newEmail' | 'confirmEmail'> {
  const next = newEmail.trim();
  const confirm = confirmEmail.trim();
  const problems: FieldProblems<'newEmail' | 'confirmEmail'> = {};
  if (!next) problems.newEmail = REQUIRED();
  if (!confirm) problems.confirmEmail = REQUIRED();
  if (next && confirm && next.toLowerCase() !== confirm.toLowerCase()) problems.confirmEmail = message('emailsDiffer');
  else if (next && next.toLowerCase() === currentEmail.trim().toLowerCase()) problems.newEmail = message('emailUnchanged');
  return problems;
}

/** The password change's problems by field. */
export function passwordChangeProblems({ currentPassword, newPassword, confirmation }: PasswordChangeValues): FieldProblems<keyof PasswordChangeValues> {
  const problems: FieldProblems<keyof PasswordChangeValues> = {};
  if (!currentPassword.trim()) problems.currentPassword = REQUIRED();
  if (!newPassword.trim()) problems.newPassword = REQUIRED();
  if (!confirmation.trim()) problems.confirmation = REQUIRED();
  else if (newPassword !== confirmation) problems.confirmation = message('passwordsDiffer');
  return problems;
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
  if (!values.gender || !GENDERS.includes(values.gender)) return message('gender');
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
