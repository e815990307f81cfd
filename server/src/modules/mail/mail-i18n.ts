import { DEFAULT_USER_LOCALE, Locale, localeOr } from '../../common/locale';
import { toMoney } from '../../common/money';
import { ar } from './locales/ar';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { hi } from './locales/hi';
import { ja } from './locales/ja';
import type { MailStrings, Plural } from './locales/mail-strings';
import { pt } from './locales/pt';
import { ru } from './locales/ru';
import { zhCN } from './locales/zh-CN';

export const MAIL_LOCALES: Record<Locale, MailStrings> = { en, es, fr, de, 'zh-CN': zhCN, ja, ar, ru, pt, hi };

/** The words of the mails in `locale` (English for a locale we do not know). */
export function mailStrings(locale: string | null | undefined): MailStrings {
  return MAIL_LOCALES[localeOr(locale)];
}

/** Fills `{{name}}` placeholders; an unknown one is left as it is (a test catches it). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The plural form of `forms` for `count` in `locale`, with `{{count}}` and `values` filled in. */
export function plural(locale: string | null | undefined, forms: Plural, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(localeOr(locale)).select(count);
  return fill(forms[category] ?? forms.other, { ...values, count: formatCount(count, locale) });
}

/** "1234.5" → "1,234.50 USD" (string arithmetic only): how English mails have always written money. */
export function usd(value: string): string {
  const [whole, cents] = toMoney(value).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} USD`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount (a decimal string, never a JS number) in the user's language: `1.234,50 USD` in
 * German, the locale's own digits and order elsewhere. Rounded to cents as a string first;
 * Intl.NumberFormat formats a decimal string exactly. English keeps `1,234.50 USD`.
 */
export function formatAmount(value: string, locale: string | null | undefined): string {
  const lang = localeOr(locale);
  if (lang === DEFAULT_USER_LOCALE) return usd(value);
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', currencyDisplay: 'code' });
    moneyFormats.set(lang, format);
  }
  return format.format(toMoney(value) as unknown as number);
}

/** A whole number in the locale's digits. */
export function formatCount(value: number, locale: string | null | undefined): string {
  return new Intl.NumberFormat(localeOr(locale)).format(value);
}

/** A calendar day in UTC: `2026-12-09` in English (as before), the locale's long date elsewhere. */
export function formatDay(date: Date, locale: string | null | undefined): string {
  const lang = localeOr(locale);
  if (lang === DEFAULT_USER_LOCALE) return date.toISOString().slice(0, 10);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A moment: the ISO form in English (as before), the locale's date and time in UTC elsewhere. */
export function formatMoment(date: Date, locale: string | null | undefined): string {
  const lang = localeOr(locale);
  if (lang === DEFAULT_USER_LOCALE) return date.toISOString();
  return `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} (UTC)`;
}
