import { LOCALES } from '../../common/locale';
import { fontCovers } from './pdf-fonts';
import { textRuns } from './pdf-runs';
import { STATEMENT_TEXT, statementAmount } from './statement-text';

type Tree = { [key: string]: string | Tree };
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of texts(value, path)) out.set(p, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = texts(STATEMENT_TEXT.en as unknown as Tree);
const plain = (keys: Iterable<string>) => [...keys].filter((k) => !k.startsWith('movements.')).sort();

describe('statement headings in ten languages', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English heading with its placeholders, and its own plural forms', (locale) => {
    const own = texts(STATEMENT_TEXT[locale] as unknown as Tree);
    expect(plain(own.keys())).toEqual(plain(english.keys()));
    for (const key of plain(own.keys())) {
      expect(own.get(key)!.trim()).not.toBe('');
      expect({ key, p: placeholders(own.get(key)!) }).toEqual({ key, p: placeholders(english.get(key)!) });
    }
    const forms = Object.keys(STATEMENT_TEXT[locale].movements).sort();
    expect(forms).toEqual(new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort());
    for (const text of Object.values(STATEMENT_TEXT[locale].movements)) expect(placeholders(text!).filter((p) => p !== 'count')).toEqual(['in', 'out']);
    expect(STATEMENT_TEXT[locale].heading).not.toBe(STATEMENT_TEXT.en.heading);
  });

  it.each(LOCALES)('%s: every heading is drawn with a font that has all its characters', (locale) => {
    const rtl = locale === 'ar';
    const cjk = locale === 'ja' ? 'jp' : 'sc';
    for (const [key, text] of texts(STATEMENT_TEXT[locale] as unknown as Tree)) {
      const missing = textRuns(text, { rtl, cjk, covers: fontCovers }).flatMap((run) =>
        Array.from(run.text)
          .filter((c) => !fontCovers(run.family, c.codePointAt(0)!))
          .map((c) => `${run.family} lacks U+${c.codePointAt(0)!.toString(16)}`),
      );
      expect({ key, missing }).toEqual({ key, missing: [] });
    }
  });

  it.each([
    ['en', '1234567.50', '1,234,567.50'],
    ['en', '-0.10', '-0.10'],
    ['de', '1234567.50', '1.234.567,50'],
    ['de', '-0.10', '-0,10'],
    ['pt', '99999999999999999.99', '99.999.999.999.999.999,99'],
  ] as const)('%s: amount %s reads %s', (locale, value, text) => {
    expect(statementAmount(value, locale)).toBe(text);
  });
});
