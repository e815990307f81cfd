import { SEED_EN, SEED_FILES, TRANSLATED_KEYS, checkSeedFile } from './site-content.seed';
import { SITE_LOCALES, type SiteLocale } from './site-content.types';

/** Every path to a leaf ("faq[2].answer"), in order. */
function paths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => paths(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => paths(item, at ? `${at}.${key}` : key));
  return [at];
}

const translations = SITE_LOCALES.filter((locale): locale is Exclude<SiteLocale, 'en'> => locale !== 'en');

describe('site content seed files', () => {
  it('has one file per site language', () => {
    expect(Object.keys(SEED_FILES).sort()).toEqual([...SITE_LOCALES].sort());
  });

  it.each(translations)('%s.json has the keys of en.json, less what is not translated', (locale) => {
    const file = SEED_FILES[locale] as Record<string, unknown>;
    const en = SEED_EN as unknown as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(TRANSLATED_KEYS);
    for (const key of ['openingHours', 'testimonials', 'faq', 'riskWarning']) expect(paths(file[key], key)).toEqual(paths(en[key], key));
    // Counters are named by key and give their label only; company fields override English ones.
    expect(paths(file.counters, 'counters')).toEqual(SEED_EN.counters.flatMap((_, i) => [`counters[${i}].key`, `counters[${i}].label`]));
    expect((file.counters as Array<{ key: string }>).map((c) => c.key)).toEqual(SEED_EN.counters.map((c) => c.key));
    expect(Object.keys(file.company as object)).toEqual(['jurisdiction', 'address']);
  });

  it('refuses a file that lacks a key, has one too many, or fails the checks', () => {
    const withoutFaq = Object.fromEntries(Object.entries(SEED_FILES.es as object).filter(([key]) => key !== 'faq'));
    expect(() => checkSeedFile('es', withoutFaq)).toThrow('seed/es.json: missing faq; not allowed nothing');
    expect(() => checkSeedFile('de', { ...(SEED_FILES.de as object), investorCount: { source: 'investors' } })).toThrow(
      'seed/de.json: missing nothing; not allowed investorCount',
    );
    expect(() => checkSeedFile('en', { ...(SEED_FILES.en as object), riskWarning: '' })).toThrow('seed/en.json: riskWarning must be a non-empty string.');
  });
});
