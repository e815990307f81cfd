import { describe, expect, it } from 'vitest';
import { asciiDigits, onlyAsciiDigits } from './digits';

describe('asciiDigits', () => {
  it.each([
    ['0123456789', '0123456789'],
    ['\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669', '0123456789'],
    ['\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9', '0123456789'],
    ['\u0966\u0967\u0968\u0969\u096a\u096b\u096c\u096d\u096e\u096f', '0123456789'],
    ['\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19', '0123456789'],
    ['+\u0661 (\u0665\u0665\u0665)', '+1 (555)'],
  ])('reads %j as %j', (typed, ascii) => {
    expect(asciiDigits(typed)).toBe(ascii);
  });
});

describe('onlyAsciiDigits', () => {
  it.each([
    ['+1 (555) 123-4567', '15551234567'],
    ['\u0661\u0662\u0663 \u0664\u0665\u0666', '123456'],
    ['\u06f1\u06f2\u06f3-\u06f4\u06f5\u06f6', '123456'],
    ['\u0967\u0968\u0969\u096a\u096b\u096c', '123456'],
    ['\uff11\uff12\uff13\u3000\uff14\uff15\uff16', '123456'],
    ['abc', ''],
  ])('keeps the digits of %j: %j', (typed, kept) => {
    expect(onlyAsciiDigits(typed)).toBe(kept);
  });
});
