import { LOCALES } from '../../common/locale';
import { formatAmount, formatDay, MAIL_LOCALES, mailStrings, plural } from './mail-i18n';
import { en } from './locales/en';
import { moneyMailTemplates, MoneyMailEvent } from './money-mail.templates';

type Tree = { [key: string]: string | Tree };

/** Every text of a strings tree by its dotted path; a plural's forms end in `.one`, `.other`... */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of texts(value, path)) out.set(p, v);
  }
  return out;
}

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const isPluralForm = (path: string) => PLURAL_CATEGORIES.has(path.split('.').pop()!);
const pluralBase = (path: string) => path.split('.').slice(0, -1).join('.');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = texts(en as unknown as Tree);
const englishPlurals = new Set([...english.keys()].filter(isPluralForm).map(pluralBase));

describe('mail translations', () => {
  it('has a file for each of the ten languages', () => {
    expect(Object.keys(MAIL_LOCALES).sort()).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const own = texts(MAIL_LOCALES[locale] as unknown as Tree);

    it('has every English key (plurals: the forms of its own language) and no other', () => {
      const singular = (keys: Iterable<string>) => [...keys].filter((k) => !isPluralForm(k)).sort();
      expect(singular(own.keys())).toEqual(singular(english.keys()));
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
      for (const base of englishPlurals) {
        const forms = [...own.keys()].filter((k) => isPluralForm(k) && pluralBase(k) === base).map((k) => k.split('.').pop());
        expect({ base, forms: forms.sort() }).toEqual({ base, forms: categories });
      }
    });

    it('keeps the placeholders of English, writes every text, and is not English', () => {
      let translated = 0;
      for (const [path, text] of own) {
        expect(text.trim()).not.toBe('');
        const reference = isPluralForm(path) ? english.get(`${pluralBase(path)}.other`)! : english.get(path)!;
        // A plural form may say its number in words (Arabic "two days"), so {{count}} may be left out there.
        const wanted = placeholders(reference).filter((p) => !(isPluralForm(path) && p === 'count'));
        expect({ path, placeholders: placeholders(text).filter((p) => !(isPluralForm(path) && p === 'count')) }).toEqual({ path, placeholders: wanted });
        if (text !== (english.get(path) ?? english.get(`${pluralBase(path)}.other`))) translated++;
      }
      expect(translated).toBeGreaterThan(own.size * 0.9);
    });
  });

  it('keeps English as it always was', () => {
    expect(mailStrings('en').money.depositApproved.subject).toBe('Deposit approved: {{amount}}');
    expect(mailStrings('xx')).toBe(en);
    expect(mailStrings(null)).toBe(en);
  });
});

describe('mail figures in the user language', () => {
  it.each([
    ['en', '1234.5', '1,234.50 USD'],
    ['de', '1234.5', '1.234,50\u00a0USD'],
    ['fr', '1234.5', '1\u202f234,50\u00a0USD'],
    ['de', '999999999999999.99', '999.999.999.999.999,99\u00a0USD'],
    ['de', '0.005', '0,01\u00a0USD'],
  ])('%s writes %s as %s (decimal strings, exact beyond a double)', (locale, value, text) => {
    expect(formatAmount(value, locale)).toBe(text);
  });

  it('writes Arabic amounts with the locale own digits and marks', () => {
    expect(formatAmount('1234.5', 'ar')).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }).format(1234.5));
  });

  it('writes days in UTC: ISO in English, the long date elsewhere', () => {
    const at = new Date('2026-12-09T23:30:00Z');
    expect(formatDay(at, 'en')).toBe('2026-12-09');
    expect(formatDay(at, 'de')).toBe('9. Dezember 2026');
  });

  it('picks the plural form of the language', () => {
    const forms = mailStrings('ru').security.recoveryCodeUsed.body;
    expect(plural('ru', forms, 1)).toContain('Остался 1 неиспользованный код');
    expect(plural('ru', forms, 3)).toContain('Осталось 3 неиспользованных кода');
    expect(plural('ru', forms, 7)).toContain('Осталось 7 неиспользованных кодов');
    expect(plural('en', mailStrings('en').security.recoveryCodeUsed.body, 0)).toContain('0 unused codes left');
  });

  it.each(LOCALES)('%s: every money mail is written with no placeholder left and the amount formatted', (locale) => {
    const facts = {
      locale,
      name: 'Ann Lee',
      amount: '1234.5',
      baseUrl: 'https://invest.test',
      reference: 'DEP-1',
      reason: 'Wrong network',
      plan: 'GOLD',
      termDays: 15,
      totalProfit: '370.35',
      endsAt: new Date('2026-12-09T23:30:00Z'),
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
      coin: 'USDT',
      network: 'TRC20',
    };
    for (const event of Object.keys(moneyMailTemplates) as MoneyMailEvent[]) {
      const mail = moneyMailTemplates[event](facts);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\{|undefined|null/);
      expect(mail.subject).toContain(formatAmount('1234.5', locale));
      expect(mail.text).toContain('Ann Lee');
    }
  });
});
