import PDFDocument from 'pdfkit';
import { PdfText } from './pdf-text';

describe('statement PDF lines: measuring and cutting to a column', () => {
  const doc = new PDFDocument();
  const text = new PdfText(doc, 'sc');
  const style = { size: 8, rtl: false };

  it('measures a mixed line as the sum of its runs, whatever their fonts', () => {
    const latin = text.width('Profit - ', style);
    const hindi = text.width('स्वर्ण योजना', style);
    expect(latin).toBeGreaterThan(0);
    expect(hindi).toBeGreaterThan(0);
    expect(text.width('Profit - स्वर्ण योजना', style)).toBeCloseTo(latin + hindi, 6);
  });

  it('keeps a line that fits and cuts one that does not to the width, with "..."', () => {
    expect(text.fit('Deposit', 100, style)).toBe('Deposit');
    const cut = text.fit('Withdrawal to TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 100, style);
    expect(cut).toMatch(/^Withdrawal to TN\w*\.\.\.$/);
    expect(text.width(cut, style)).toBeLessThanOrEqual(100);
    expect(text.width(`${cut.slice(0, -3)}eL...`, style)).toBeGreaterThan(100);
  });

  it.each([
    ['Devanagari', 'स्वर्ण योजना के लाभ की राशि और निवेश की अवधि', false],
    ['Arabic with marks', 'مُكافأةُ الإحالةِ لِلمُستثمرِ الجديدِ في الخطةِ الذهبيةِ', true],
  ])('cuts %s between graphemes, never between a letter and its signs (at every column width)', (_, line, rtl) => {
    const whole = text.width(line, { size: 8, rtl });
    for (let width = 15; width < whole; width++) {
      const cut = text.fit(line, width, { size: 8, rtl });
      const kept = cut.slice(0, -3);
      expect(cut.endsWith('...')).toBe(true);
      expect(line.startsWith(kept)).toBe(true);
      // The next character of the line starts a grapheme: not a vowel sign, virama or mark.
      expect({ width, next: /^\P{M}/u.test(line.slice(kept.length).trimStart()), virama: kept.endsWith('\u094d') }).toEqual({
        width,
        next: true,
        virama: false,
      });
    }
  });
});
