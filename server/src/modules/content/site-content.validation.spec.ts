import { DomainError } from '../../common/errors/domain-error';
import { SEED_EN, SEED_TRANSLATIONS } from './site-content.seed';
import { SITE_CONTENT_KEYS, SiteLocale, toSiteLocale } from './site-content.types';
import { parseSiteContentEdit } from './site-content.validation';

const edit = (key: string, locale: string, value: unknown) => parseSiteContentEdit({ key, locale, value: JSON.stringify(value) });

describe('site content seed', () => {
  it.each(SITE_CONTENT_KEYS)('passes the checks an operator edit of %s in English must pass, unchanged', (key) => {
    expect(edit(key, 'en', SEED_EN[key]).value).toEqual(SEED_EN[key]);
  });

  it.each(Object.keys(SEED_TRANSLATIONS) as Array<Exclude<SiteLocale, 'en'>>)('has every text translated into %s and passes the checks', (locale) => {
    const translation = SEED_TRANSLATIONS[locale];
    for (const [key, value] of Object.entries(translation)) expect(edit(key, locale, value).value).toEqual(value);

    // Same lengths as English, and no text left in English (names of people and apps aside).
    expect(translation.faq).toHaveLength(SEED_EN.faq.length);
    expect(translation.testimonials).toHaveLength(SEED_EN.testimonials.length);
    expect(translation.openingHours).toHaveLength(SEED_EN.openingHours.length);
    expect(translation.counters.map((c) => c.key)).toEqual(SEED_EN.counters.map((c) => c.key));
    const pairs: Array<[string, string]> = [
      [translation.riskWarning, SEED_EN.riskWarning],
      [translation.company.jurisdiction!, SEED_EN.company.jurisdiction],
      [translation.company.address!, SEED_EN.company.address],
      ...translation.faq.flatMap((f, i): Array<[string, string]> => [
        [f.question, SEED_EN.faq[i].question],
        [f.answer, SEED_EN.faq[i].answer],
      ]),
      ...translation.testimonials.flatMap((x, i): Array<[string, string]> => [
        [x.role, SEED_EN.testimonials[i].role],
        [x.quote, SEED_EN.testimonials[i].quote],
      ]),
      ...translation.openingHours.flatMap((h, i): Array<[string, string]> => [
        [h.days, SEED_EN.openingHours[i].days],
        [h.hours, SEED_EN.openingHours[i].hours],
      ]),
      // "Experts" is French too.
      ...translation.counters.filter((c) => !(locale === 'fr' && c.key === 'experts')).map((c, i): [string, string] => [c.label, SEED_EN.counters[i].label]),
    ];
    for (const [translated, english] of pairs) expect(translated).not.toBe(english);
    const englishWords = /\b(the|and|your|you|with|deposit|withdrawal|fees?|open|closed|customers|paid)\b/i;
    for (const [translated] of pairs) expect(translated.replace(/Google Authenticator|Authy|Tabernacle Street|London/g, '')).not.toMatch(englishWords);
  });
});

describe('parseSiteContentEdit', () => {
  const refused = (key: string, locale: string, value: string) => {
    try {
      parseSiteContentEdit({ key, locale, value });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      return { kind: (error as DomainError).kind, code: (error as DomainError).code, message: (error as DomainError).message };
    }
    throw new Error('accepted');
  };

  it('trims texts', () => {
    expect(edit('riskWarning', 'en', '  Careful.  ').value).toBe('Careful.');
    expect(edit('openingHours', 'ja', [{ days: ' 毎日 ', hours: '24時間' }]).value).toEqual([{ days: '毎日', hours: '24時間' }]);
  });

  it('lets a translation override single company fields and counter labels', () => {
    expect(edit('company', 'de', { address: 'Irgendwo 1, Berlin' }).value).toEqual({ address: 'Irgendwo 1, Berlin' });
    expect(edit('counters', 'de', [{ key: 'experts', label: 'Fachleute' }]).value).toEqual([{ key: 'experts', label: 'Fachleute' }]);
  });

  it('accepts fixed figures as strings: whole numbers for counts, up to 2 decimals for USD', () => {
    expect(edit('counters', 'en', [{ key: 'a', label: 'A', source: 'fixed', value: '12', format: 'count' }]).value).toHaveLength(1);
    expect(edit('counters', 'en', [{ key: 'a', label: 'A', source: 'fixed', value: '12.50', format: 'usd' }]).value).toHaveLength(1);
    expect(refused('counters', 'en', JSON.stringify([{ key: 'a', label: 'A', source: 'fixed', value: '12.505', format: 'usd' }])).message).toBe(
      'counters[0].value must be an amount in USD written as a string, e.g. "1500000.00", when source is fixed.',
    );
  });

  it.each([
    ['JSON null', 'riskWarning', 'null', 'riskWarning must be a non-empty string.'],
    ['an array for the company', 'company', '[]', 'company must be an object.'],
    ['a counter that is not an object', 'counters', '["x"]', 'counters[0] must be an object.'],
    ['hidden as a string', 'counters', JSON.stringify([{ ...SEED_EN.counters[3], hidden: 'yes' }]), 'counters[0].hidden must be true or false.'],
    [
      'a counter key with spaces',
      'counters',
      JSON.stringify([{ ...SEED_EN.counters[3], key: 'two words' }]),
      'counters[0].key must be a name of letters, digits and underscores starting with a letter.',
    ],
    ['too many entries', 'faq', JSON.stringify(Array.from({ length: 51 }, () => ({ question: 'Q', answer: 'A' }))), 'faq must hold at most 50 items.'],
    [
      'a phone number with letters',
      'company',
      JSON.stringify({ ...SEED_EN.company, phone: 'call me' }),
      'company.phone must be a phone number (digits, spaces and + ( ) - . /).',
    ],
    ['JSON over the size limit', 'riskWarning', JSON.stringify('x'.repeat(60_001)), 'value must be at most 60000 characters of JSON.'],
  ])('refuses %s', (_label, key, value, message) => {
    expect(refused(key, 'en', value)).toEqual({ kind: 'BAD_USER_INPUT', code: 'INVALID_CONTENT', message });
  });
});

describe('toSiteLocale', () => {
  it.each([
    ['en', 'en'],
    ['ar', 'ar'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh_TW', 'zh-CN'],
    ['pt-BR', 'pt'],
    ['HI', 'hi'],
    ['it', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [['ar'], 'en'],
    ['ar'.repeat(40), 'en'],
  ])('%j → %s', (asked, expected) => {
    expect(toSiteLocale(asked)).toBe(expected);
  });
});
