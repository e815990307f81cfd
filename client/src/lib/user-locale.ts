import type { i18n as I18n } from 'i18next';
import { isLanguage, rememberLanguage, type LanguageCode } from '../i18n/languages';
import { createCsrfTokenStore } from './csrf';

/**
 * The language is the user's (issue 18): stored on the account (`User.locale`), followed on every
 * device they sign in from, and set from the footer picker or the profile.
 */

// The last value of User.locale the app has read (or saved). Only a change is followed, so a stale
// cached user never undoes a choice just made on this device.
let lastSeen: string | undefined;

/** Each time the app reads the signed-in user: a new stored language switches the app to it (remembered on this device). */
export function followUserLocale(locale: string, i18n: I18n): void {
  if (locale === lastSeen) return;
  lastSeen = locale;
  if (!isLanguage(locale) || locale === (i18n.resolvedLanguage ?? i18n.language)) return;
  rememberLanguage(locale);
  void i18n.changeLanguage(locale);
}

/** A sign-in: the account's language applies again, whatever was picked on this device while signed out. */
export function forgetFollowedLocale(): void {
  lastSeen = undefined;
}

/** What the app now knows the account holds (after setLocale answered). */
export function userLocaleSaved(locale: LanguageCode): void {
  lastSeen = locale;
}

const csrf = createCsrfTokenStore();
const SET_LOCALE = 'mutation SetLocale($locale: String!) { setLocale(locale: $locale) { id locale } }';

/**
 * Stores a language picked in the footer on the signed-in user's account, with plain fetch (the
 * public and account pages load no Apollo). Signed out, nothing is sent: GET /api/session says
 * so first. Never throws: the choice holds on this device either way.
 */
export async function saveUserLocale(locale: LanguageCode): Promise<void> {
  try {
    const session = await fetch('/api/session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const status = (await session.json().catch(() => null)) as { authenticated?: unknown } | null;
    if (!session.ok || status?.authenticated !== true) return;
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': await csrf.get() },
      body: JSON.stringify({ operationName: 'SetLocale', query: SET_LOCALE, variables: { locale } }),
    });
    const body = (await response.json().catch(() => null)) as { data?: { setLocale?: { locale?: string } } } | null;
    if (body?.data?.setLocale?.locale === locale) userLocaleSaved(locale);
    else csrf.invalidate();
  } catch {
    // Offline or refused: the language still changes on this device.
  }
}
