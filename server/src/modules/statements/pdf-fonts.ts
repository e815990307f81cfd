import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * The fonts statements are drawn in (issue 18): Noto Sans for Latin, Cyrillic and Greek, and one
 * Noto Sans per other script the ten languages and their users' names need. OFL-1.1, from the
 * @expo-google-fonts packages (regular and bold of each). A file is read once per process, the
 * first time a statement holds a character of its script; pdfkit embeds only the glyphs a
 * statement uses.
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

const files = new Map<string, Buffer>();
const shared = new Map<string, fontkit.Font>();

function fontFile(family: FontFamily, bold: boolean): Buffer {
  const key = `${family}-${bold ? 'bold' : 'regular'}`;
  let file = files.get(key);
  if (!file) {
    file = readFileSync(require.resolve(FILES[family][bold ? 1 : 0]));
    files.set(key, file);
  }
  return file;
}

/**
 * A font for one document. Parsing is lazy (a few tables as they are asked for), so this is cheap;
 * the file's bytes are the process's one copy. A fontkit font that has already been subset for
 * one document lays some Devanagari clusters out wrongly in the next (a dotted circle instead of a
 * vowel sign): each document gets its own.
 */
export function statementFont(family: FontFamily, bold: boolean): fontkit.Font {
  return fontkit.create(fontFile(family, bold)) as fontkit.Font;
}

/** Whether the family draws `codePoint` (the regular face answers for both: they cover the same characters). */
export function fontCovers(family: FontFamily, codePoint: number): boolean {
  let font = shared.get(family);
  if (!font) {
    // Only asked about its character map, never laid out or subset: one per process.
    font = statementFont(family, false);
    shared.set(family, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

/** Which font files this process has read so far (for tests of the lazy loading). */
export function loadedStatementFonts(): string[] {
  return [...files.keys()].sort();
}
