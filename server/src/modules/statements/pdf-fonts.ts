import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * The fonts statements are drawn in (issue 18): Noto Sans for Latin, Cyrillic and Greek, and one
 * Noto Sans per other script the ten languages and their users' names need. OFL-1.1, from the
 * @expo-google-fonts packages (regular and bold of each). A file is read and parsed once per
 * process, the first time a statement holds a character of its script; pdfkit embeds only the
 * glyphs a statement uses.
 */
export type FontFamily = 'sans' | 'arabic' | 'devanagari' | 'jp' | 'sc';

const FILES: Record<FontFamily, readonly [regular: string, bold: string]> = {
  sans: ['@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'],
  arabic: [
    '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  ],
  devanagari: [
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  ],
  jp: ['@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf', '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'],
  sc: ['@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'],
};

const loaded = new Map<string, fontkit.Font>();

/**
 * fontkit keeps one glyph object per glyph id with the characters it was first asked for. A glyph
 * first met as a part of another (writing a subset) or as a shaping result then comes back from the
 * character map with the wrong characters, and the Indic shaper, which reads them, breaks the
 * cluster: after one document had used "योजना", the next drew "में" with a dotted circle. Asked
 * for a glyph with characters, this font answers with a glyph that carries them.
 */
function withFaithfulGlyphs(font: fontkit.Font): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints);
    if (codePoints.length === 0 || glyph.codePoints.join() === codePoints.join()) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as fontkit.Glyph;
  };
  return font;
}

/**
 * The parsed font, shared by every PDF of the process (pdfkit keeps each document's subset apart;
 * fontkit parses tables as they are first asked for and keeps them).
 */
export function statementFont(family: FontFamily, bold: boolean): fontkit.Font {
  const key = `${family}-${bold ? 'bold' : 'regular'}`;
  let font = loaded.get(key);
  if (!font) {
    font = withFaithfulGlyphs(fontkit.create(readFileSync(require.resolve(FILES[family][bold ? 1 : 0]))) as fontkit.Font);
    loaded.set(key, font);
  }
  return font;
}

/** Whether the family draws `codePoint` (the regular face answers for both: they cover the same characters). */
export function fontCovers(family: FontFamily, codePoint: number): boolean {
  return statementFont(family, false).hasGlyphForCodePoint(codePoint);
}

/** Which fonts this process has read so far (for tests of the lazy loading). */
export function loadedStatementFonts(): string[] {
  return [...loaded.keys()].sort();
}
