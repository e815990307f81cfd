// The client's locale files, read from disk, so browser tests expect exactly the texts each
// language ships with (client/src/i18n/locales/<language>/<namespace>.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const NAMESPACES = ['common', 'account', 'public'] as const;

const LOCALES = join(__dirname, '../../src/i18n/locales');
const catalogs = new Map<string, Record<string, unknown>>();

/** One namespace of one language, parsed once. */
export function catalog(language: Language, namespace: string): Record<string, unknown> {
  const id = `${language}/${namespace}`;
  if (!catalogs.has(id)) catalogs.set(id, JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')));
  return catalogs.get(id)!;
}

/** A string of `language`'s locale files (`namespace:key`, `public` by default) with its {{variables}} filled in. */
export function tr(language: Language, key: string, vars: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['public', key];
  let value: unknown = catalog(language, namespace);
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${path}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Every string of a JSON value, by its dotted path. */
export function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}
