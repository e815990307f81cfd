import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES } from './languages';

// Every translation file, read as the build reads it: ./locales/<language>/<namespace>.json.
const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

function bundle(language: string, namespace: string): unknown {
  return files[`./locales/${language}/${namespace}.json`];
}

/** i18next's plural suffixes (JSON v4): `key_one`, `key_other`... and ordinals `key_ordinal_one`. */
const PLURAL = /^(.*?)(_ordinal)?_(zero|one|two|few|many|other)$/;

interface Leaf {
  key: string;
  value: unknown;
}

/** Nested objects (and arrays) flattened to dotted keys: { a: { b: 'x' } } -> a.b. */
function leaves(value: unknown, prefix = ''): Leaf[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [{ key: prefix, value }];
}

interface Entry {
  /** The key with a plural suffix replaced by `_<plural>` (or `_<ordinal>`), the same in every language. */
  key: string;
  /** The plural category, for plural forms. */
  category?: string;
  value: unknown;
}

/** A key is a plural form only when its group has the `_other` form i18next falls back to. */
function entries(value: unknown): Entry[] {
  const all = leaves(value);
  const keys = new Set(all.map((l) => l.key));
  return all.map(({ key, value: v }) => {
    const match = PLURAL.exec(key);
    if (match && keys.has(`${match[1]}${match[2] ?? ''}_other`)) {
      return { key: `${match[1]}${match[2] ? '_<ordinal>' : '_<plural>'}`, category: match[3], value: v };
    }
    return { key, value: v };
  });
}

/** `{{name}}`, `{{ name }}`, `{{amount, number}}` -> name; `<link>` and `<1>` tags of <Trans> too. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

function placeholdersByKey(list: Entry[]): Map<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const entry of list) {
    if (typeof entry.value !== 'string') continue;
    const set = byKey.get(entry.key) ?? new Set<string>();
    for (const p of placeholders(entry.value)) set.add(p);
    byKey.set(entry.key, set);
  }
  return new Map([...byKey].map(([k, v]) => [k, [...v].sort()]));
}

/** Everything wrong with one language's namespace compared with English. */
function problemsOf(language: string, namespace: string, english: unknown, translated: unknown): string[] {
  if (translated === undefined) return [`${namespace}.json is missing`];
  const where = (key: string) => `${namespace}:${key}`;
  const problems: string[] = [];

  const englishEntries = entries(english);
  const ownEntries = entries(translated);
  const englishKeys = new Set(englishEntries.map((e) => e.key));
  const ownKeys = new Set(ownEntries.map((e) => e.key));
  for (const key of englishKeys) if (!ownKeys.has(key)) problems.push(`${where(key)} is missing`);
  for (const key of ownKeys) if (!englishKeys.has(key)) problems.push(`${where(key)} is not in English`);

  for (const entry of ownEntries) {
    const name = entry.category ? `${entry.key.replace(/_<\w+>$/, '')}_${entry.category}` : entry.key;
    if (typeof entry.value !== 'string') problems.push(`${where(name)} is not text (${JSON.stringify(entry.value)})`);
    else if (!entry.value.trim()) problems.push(`${where(name)} is empty`);
  }

  // Plural forms: the ones this language's rules use must all be there, and no others
  // (`_zero` is always allowed: i18next uses it for a count of 0 in any language).
  const cardinal = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  const ordinal = new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions().pluralCategories as string[];
  const groups = new Map<string, Set<string>>();
  for (const entry of ownEntries) {
    if (!entry.category) continue;
    const set = groups.get(entry.key) ?? new Set<string>();
    set.add(entry.category);
    groups.set(entry.key, set);
  }
  for (const [key, categories] of groups) {
    const rules = key.endsWith('_<ordinal>') ? ordinal : cardinal;
    const base = key.replace(/_<\w+>$/, '');
    for (const category of rules) if (!categories.has(category)) problems.push(`${where(base)} lacks the plural form _${category}`);
    for (const category of categories) {
      if (category !== 'zero' && !rules.includes(category)) problems.push(`${where(base)} has _${category}, which ${language} does not use`);
    }
  }

  // The same {{variables}} (and <Trans> tags) as English; for plurals, over all forms together.
  const englishPlaceholders = placeholdersByKey(englishEntries);
  for (const [key, own] of placeholdersByKey(ownEntries)) {
    const expected = englishPlaceholders.get(key);
    if (expected && expected.join(' ') !== own.join(' ')) {
      problems.push(`${where(key)} uses ${own.join(' ') || 'no variables'}, English ${expected.join(' ') || 'none'}`);
    }
  }
  return problems;
}

describe('translations', () => {
  it('has a folder for each language of the picker and nothing else', () => {
    const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[2]))].sort();
    expect(folders).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it('lists every namespace file in NAMESPACES, so each is checked below and loaded up front in tests', () => {
    const englishFiles = Object.keys(files)
      .filter((path) => path.startsWith(`./locales/${DEFAULT_LANGUAGE}/`))
      .map((path) => path.split('/')[3].replace(/\.json$/, ''))
      .sort();
    expect(englishFiles).toEqual([...NAMESPACES].sort());
  });

  it('has English texts in every namespace', () => {
    for (const namespace of NAMESPACES) expect(entries(bundle(DEFAULT_LANGUAGE, namespace)).length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.filter((l) => l.code !== DEFAULT_LANGUAGE).map((l) => l.code))(
    '%s has every English key, no other, no empty text and the same variables',
    (language) => {
      const problems = NAMESPACES.flatMap((namespace) => problemsOf(language, namespace, bundle(DEFAULT_LANGUAGE, namespace), bundle(language, namespace)));
      expect(problems).toEqual([]);
    },
  );

  describe('the checks themselves', () => {
    it('groups plural forms and knows which ones a language needs', () => {
      expect(entries({ items_one: '{{count}} item', items_other: '{{count}} items', only_one: 'x' }).map((e) => e.key)).toEqual([
        'items_<plural>',
        'items_<plural>',
        'only_one',
      ]);
      expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6);
    });

    it('finds a missing key, an extra key, an empty text and a changed variable', () => {
      const english = { a: { b: 'Hello {{name}}', c: 'Bye' }, d: 'Year {{year}}' };
      const translated = { a: { b: 'Hola {{nombre}}', e: 'Extra' }, d: ' ' };
      expect(problemsOf('es', 'common', english, translated)).toEqual([
        'common:a.c is missing',
        'common:a.e is not in English',
        'common:d is empty',
        'common:a.b uses {{nombre}}, English {{name}}',
        'common:d uses no variables, English {{year}}',
      ]);
    });

    it('asks each language for its own plural forms', () => {
      const english = { files_one: '{{count}} file', files_other: '{{count}} files' };
      expect(problemsOf('ja', 'common', english, { files_other: '{{count}} 件' })).toEqual([]);
      expect(problemsOf('ar', 'common', english, { files_one: 'ملف', files_other: '{{count}} ملف' })).toEqual([
        'common:files lacks the plural form _few',
        'common:files lacks the plural form _many',
        'common:files lacks the plural form _two',
        'common:files lacks the plural form _zero',
      ]);
      expect(problemsOf('de', 'common', english, { files_one: '{{count}} Datei', files_few: 'x', files_other: '{{count}} Dateien' })).toEqual([
        'common:files has _few, which de does not use',
      ]);
    });

    it('reads variables and tags', () => {
      expect(placeholders('© {{year}} {{ brand }}. <link>Go</link> {{n, number}}')).toEqual(['<link>', '{{brand}}', '{{n}}', '{{year}}']);
    });
  });
});
