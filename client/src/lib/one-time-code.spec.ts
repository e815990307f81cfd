import { describe, expect, it } from 'vitest';
import { cleanAuthenticatorCode, cleanRecoveryCode, isCompleteOneTimeCode } from './one-time-code';

describe('one-time codes', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12a3-45', '12345'],
    ['12345678', '123456'],
    ['', ''],
  ])('keeps the digits of an authenticator code: %j -> %j', (typed, kept) => {
    expect(cleanAuthenticatorCode(typed)).toBe(kept);
  });

  it.each([
    ['abcde-fghij', 'abcde-fghij'],
    ['ABCDE FGHIJ', 'abcde-fghij'],
    ['abcde', 'abcde'],
    ['abcde-', 'abcde'],
    ['abcdef', 'abcde-f'],
    ['abcde-fghij-klm', 'abcde-fghij'],
  ])('shapes a recovery code: %j -> %j', (typed, kept) => {
    expect(cleanRecoveryCode(typed)).toBe(kept);
  });

  it.each([
    ['123456', true],
    ['abcde-23456', true],
    ['12345', false],
    ['1234567', false],
    ['abcde', false],
    ['', false],
  ])('%j is complete: %s', (value, complete) => {
    expect(isCompleteOneTimeCode(value)).toBe(complete);
  });
});
