import { describe, expect, it } from 'vitest';
import { cleanAuthenticatorCode, cleanRecoveryCode, isCompleteOneTimeCode } from './one-time-code';

describe('one-time codes', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12a3-45', '12345'],
    ['12345678', '123456'],
    ['', ''],
    // Typed on an Arabic, Persian, Hindi or Japanese keyboard: read as ASCII, not deleted.
    ['\u0661\u0662\u0663 \u0664\u0665\u0666', '123456'],
    ['\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6', '123456'],
    ['\u0967\u0968\u0969-\u096a\u096b\u096c', '123456'],
    ['\uff11\uff12\uff13\uff14\uff15\uff16\uff17', '123456'],
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
    ['abcde-\uff12\uff13\uff14\uff15\uff16', 'abcde-23456'],
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
