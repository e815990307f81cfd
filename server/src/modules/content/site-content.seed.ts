import ar from './seed/ar.json';
import de from './seed/de.json';
import en from './seed/en.json';
import es from './seed/es.json';
import fr from './seed/fr.json';
import hi from './seed/hi.json';
import ja from './seed/ja.json';
import pt from './seed/pt.json';
import ru from './seed/ru.json';
import zhCN from './seed/zh-CN.json';
import {
  DEFAULT_LOCALE,
  SITE_CONTENT_KEYS,
  SITE_LOCALES,
  type SiteContentKey,
  type SiteContentTranslation,
  type SiteContentValues,
  type SiteLocale,
} from './site-content.types';
import { parseSiteContentEdit } from './site-content.validation';

/**
 * The site content a fresh database starts with (inserted at start where a key and language has
 * no row yet, so operator edits are never overwritten): one JSON file per language in seed/,
 * English complete, every other language its translated texts only (seed/README.md). Texts follow
 * the spec's sections 1 and 2; the company details are placeholders for the operator to replace.
 * The files are imported, so the compiler copies them into dist/ beside this module.
 */
export const SEED_FILES: Record<SiteLocale, unknown> = { en, es, fr, de, 'zh-CN': zhCN, ja, ar, ru, pt, hi };

/** Keys a translation file holds: every key but investorCount, which is the same in every language. */
export const TRANSLATED_KEYS = SITE_CONTENT_KEYS.filter((key) => key !== 'investorCount');

/**
 * Checks one language's file as an operator edit of each key would be checked, and that it holds
 * exactly the keys it must; throws naming the file and the first problem.
 */
export function checkSeedFile(locale: SiteLocale, file: unknown): Record<string, unknown> {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) throw new Error(`seed/${locale}.json must hold an object`);
  const values = file as Record<string, unknown>;
  const expected: readonly SiteContentKey[] = locale === DEFAULT_LOCALE ? SITE_CONTENT_KEYS : TRANSLATED_KEYS;
  const missing = expected.filter((key) => !(key in values));
  const extra = Object.keys(values).filter((key) => !expected.includes(key as SiteContentKey));
  if (missing.length || extra.length)
    throw new Error(`seed/${locale}.json: missing ${missing.join(', ') || 'nothing'}; not allowed ${extra.join(', ') || 'nothing'}`);
  for (const key of expected) {
    try {
      parseSiteContentEdit({ key, locale, value: JSON.stringify(values[key]) });
    } catch (error) {
      throw new Error(`seed/${locale}.json: ${(error as Error).message}`);
    }
  }
  return values;
}

export const SEED_EN = checkSeedFile(DEFAULT_LOCALE, SEED_FILES[DEFAULT_LOCALE]) as unknown as SiteContentValues;

/** Every other language: the translated texts only (postal addresses keep their Latin form; the country is translated). */
export const SEED_TRANSLATIONS = Object.fromEntries(
  SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [locale, checkSeedFile(locale, SEED_FILES[locale])]),
) as unknown as Record<Exclude<SiteLocale, 'en'>, Required<SiteContentTranslation>>;
