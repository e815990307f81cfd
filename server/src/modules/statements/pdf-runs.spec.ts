import { fontCovers } from './pdf-fonts';
import { scriptFamily, textRuns } from './pdf-runs';

const ltr = (text: string, cjk: 'jp' | 'sc' = 'sc') => textRuns(text, { rtl: false, cjk, covers: fontCovers });
const rtl = (text: string) => textRuns(text, { rtl: true, cjk: 'sc', covers: fontCovers });

describe('statement text runs: fonts by script', () => {
  it('names a family per script and none for digits, punctuation and marks', () => {
    expect(['a', 'Ж', 'Ω', 'ب', 'क', '中', 'か', 'カ', '1', '-', ' ', '@', '\u0301'].map((c) => scriptFamily(c, 'sc'))).toEqual([
      'sans',
      'sans',
      'sans',
      'arabic',
      'devanagari',
      'sc',
      'sc',
      'sc',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(scriptFamily('中', 'jp')).toBe('jp');
  });

  it('keeps a Latin line whole in Noto Sans', () => {
    expect(ltr('Ada Lovelace - ada@example.com 1,234.50')).toEqual([{ text: 'Ada Lovelace - ada@example.com 1,234.50', family: 'sans', rtl: false }]);
  });

  it('cuts a Chinese heading with Latin in it; full-width punctuation goes to the CJK font when Noto Sans lacks it', () => {
    expect(ltr('日期（UTC）')).toEqual([
      { text: '日期（', family: 'sc', rtl: false },
      { text: 'UTC', family: 'sans', rtl: false },
      { text: '）', family: 'sc', rtl: false },
    ]);
    expect(ltr('张伟 - zhang@example.com')).toEqual([
      { text: '张伟 - ', family: 'sc', rtl: false },
      { text: 'zhang@example.com', family: 'sans', rtl: false },
    ]);
    // Han in Japanese shapes for a Japanese reader; digits stay with their neighbours.
    expect(ltr('取引明細書 2026〜', 'jp')).toEqual([{ text: '取引明細書 2026〜', family: 'jp', rtl: false }]);
  });

  it('draws Devanagari and Cyrillic in their fonts, the Devanagari with its reading order as ActualText', () => {
    expect(ltr('Profit - स्वर्ण योजना')).toEqual([
      { text: 'Profit - ', family: 'sans', rtl: false },
      { text: 'स्वर्ण योजना', family: 'devanagari', rtl: false, actual: 'स्वर्ण योजना' },
    ]);
    expect(ltr('Иван Петров')).toEqual([{ text: 'Иван Петров', family: 'sans', rtl: false }]);
  });
});

describe('statement text runs: right to left (bidi-js levels, runs in visual order)', () => {
  it('hands a pure Arabic line to the font in reading order (the font shapes and reverses it)', () => {
    expect(rtl('الرصيد الافتتاحي')).toEqual([{ text: 'الرصيد الافتتاحي', family: 'arabic', rtl: true, actual: 'الرصيد الافتتاحي' }]);
  });

  it('orders an Arabic heading with Latin in brackets: "(UTC)" on the left, brackets mirrored', () => {
    expect(rtl('التاريخ (UTC)')).toEqual([
      // The closing bracket ends the line in reading order, so it is drawn leftmost, mirrored to "(".
      { text: '(', family: 'sans', rtl: false, actual: ')' },
      { text: 'UTC', family: 'sans', rtl: false },
      // The opening bracket is the Arabic run's last character, mirrored; the font reverses the run.
      { text: 'التاريخ )', family: 'arabic', rtl: true, actual: 'التاريخ (' },
    ]);
  });

  it('keeps an isolated email and a number left to right inside an Arabic line', () => {
    expect(rtl('محمد علي - \u2066ali@example.com\u2069')).toEqual([
      { text: 'ali@example.com', family: 'sans', rtl: false },
      { text: 'محمد علي - ', family: 'arabic', rtl: true, actual: 'محمد علي - ' },
    ]);
    const runs = rtl('الوارد \u20662,532.84\u2069، الصادر \u20661,300.00\u2069');
    expect(runs.map((r) => r.actual ?? r.text)).toEqual(['1,300.00', '، الصادر ', '2,532.84', 'الوارد ']);
  });

  it('puts an Arabic plan title in an English line in Arabic order, its number left to right', () => {
    const runs = ltr('Profit - خطة ذهبية (3)');
    expect(runs[0]).toEqual({ text: 'Profit - ', family: 'sans', rtl: false });
    // Reading right to left from the end: "(3)" leftmost, then the title.
    expect(runs.slice(1).map((r) => r.actual ?? r.text)).toEqual([')', '3', 'خطة ذهبية (']);
    // Drawn: "(" (the mirrored ")"), "3", then the title with its bracket mirrored, which the font reverses.
    expect(runs.slice(1).map((r) => r.text)).toEqual(['(', '3', 'خطة ذهبية )']);
  });

  it('keeps Arabic-Indic digits in their order (handed reversed to the font, which reverses them back)', () => {
    expect(ltr('١٢٣')).toEqual([{ text: '٣٢١', family: 'arabic', rtl: true, actual: '١٢٣' }]);
  });

  it('drops bidi controls (an amount formatted for Arabic starts with a left-to-right mark)', () => {
    expect(rtl('\u200e-1,234.50').map((r) => r.text)).toEqual(['-1,234.50']);
    expect(ltr('\u2066a\u2069').map((r) => r.text)).toEqual(['a']);
  });

  it('gives a Latin-only cell in a right-to-left column its left-to-right order', () => {
    expect(rtl('Deposit')).toEqual([{ text: 'Deposit', family: 'sans', rtl: false }]);
    expect(rtl('Withdrawal to TN...').map((r) => r.actual ?? r.text)).toEqual(['...', 'Withdrawal to TN']);
  });
});
