// Digits a keyboard may type in the languages we show: Arabic-Indic (Arabic), Extended
// Arabic-Indic (Persian and Urdu keyboards), Devanagari (Hindi) and full-width (Japanese and
// Chinese input methods). Fields that keep only digits turn them into ASCII first, so a code
// or a phone number typed on such a keyboard is read, never silently deleted.

const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0xff10];

const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\uff10-\uff19]/g;

/** `text` with every digit listed above replaced by its ASCII digit; anything else as it is. */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/** The ASCII digits of `text` (other scripts' digits converted first), everything else dropped. */
export function onlyAsciiDigits(text: string): string {
  return asciiDigits(text).replace(/[^0-9]/g, '');
}
