import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { followUserLocale, forgetFollowedLocale, userLocaleSaved } from './user-locale';

describe('followUserLocale', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    window.localStorage.clear();
  });

  it('switches to a newly read account language and remembers it on the device; the same value again changes nothing', async () => {
    followUserLocale('ja', i18next);
    await expect.poll(() => i18next.language).toBe('ja');
    expect(window.localStorage.getItem('language')).toBe('ja');

    // The user picks another language on this device; a stale read of the same account value does not undo it.
    await i18next.changeLanguage('pt');
    followUserLocale('ja', i18next);
    expect(i18next.language).toBe('pt');

    // What was saved is known: reading it back changes nothing either.
    userLocaleSaved('es');
    await i18next.changeLanguage('es');
    followUserLocale('es', i18next);
    expect(i18next.language).toBe('es');
  });

  it('applies the account language again after a sign-in, whatever was picked while signed out', async () => {
    followUserLocale('de', i18next);
    await expect.poll(() => i18next.language).toBe('de');
    await i18next.changeLanguage('fr');
    forgetFollowedLocale();
    followUserLocale('de', i18next);
    await expect.poll(() => i18next.language).toBe('de');
  });

  it('ignores a value that is not one of the languages', () => {
    followUserLocale('xx', i18next);
    expect(i18next.language).toBe('en');
  });
});
