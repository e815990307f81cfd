/**
 * The user's languages (issue 18): the ten the client speaks, English first. A user's `locale`
 * is one of them; mails and statements are written in it, English being the fallback.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'zh-CN', 'ja', 'ar', 'ru', 'pt', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_USER_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored locale as a Locale (English for anything unexpected, so a mail is never left unwritten). */
export function localeOr(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_USER_LOCALE;
}
