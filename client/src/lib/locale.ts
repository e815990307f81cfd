import i18next from 'i18next';
import { directionOf } from '../i18n/languages';

/**
 * The language the page is shown in, as an Intl locale ('de', 'zh-CN', 'ar'): numbers, money and
 * dates follow the words. Read at call time, so a formatter follows a language switch; English
 * before i18next has started (a test that renders a bare helper).
 */
export function currentLocale(): string {
  return i18next.resolvedLanguage || i18next.language || 'en';
}

// Making an Intl formatter costs far more than using one: one per locale and kind, made on first use.
const formatters = new Map<string, unknown>();

/** The formatter `make` builds for the current language, cached under `kind` per locale. */
export function localeFormatter<T>(kind: string, make: (locale: string) => T): T {
  const locale = currentLocale();
  const key = `${locale}\u0000${kind}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A whole count in the current language ("1,234", "1.234", "١٬٢٣٤"). */
export function formatCount(value: number): string {
  return localeFormatter('count', (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

/**
 * `text` kept left to right inside a right-to-left language: an amount with its currency ("1,234.50
 * USD", "-250.75 USD") would otherwise be reordered by the page's direction ("USD 1,234.50").
 * Unicode's left-to-right isolate does what <bdi dir="ltr"> does, inside a plain string (a
 * table cell, a chart tooltip, an aria-label); left-to-right languages get `text` as it is.
 */
export function isolateLtr(text: string): string {
  return directionOf(currentLocale()) === 'rtl' ? `\u2066${text}\u2069` : text;
}
