import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de/account.json';
import en from '../../../i18n/locales/en/account.json';
import es from '../../../i18n/locales/es/account.json';
import { accountErrorMessage, successMessage, translateServerMessage } from './server-message';

async function translator(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { account: en }, es: { account: es }, de: { account: de } },
    defaultNS: 'account',
    fallbackLng: false,
    showSupportNotice: false,
  });
  return i18n.getFixedT(language, 'account');
}

describe('translateServerMessage', () => {
  it("keeps the server's own words for English readers", async () => {
    const t = await translator('en');
    expect(translateServerMessage('Invalid email or password.', t, 'en', 'INVALID_CREDENTIALS')).toBe('Invalid email or password.');
  });

  it('tells a known answer in the reader’s language, by its reason', async () => {
    const t = await translator('es');
    expect(translateServerMessage('An account with this email already exists.', t, 'es', 'EMAIL_TAKEN')).toBe(
      'Ya existe una cuenta con este correo electrónico.',
    );
    expect(translateServerMessage('Please enter a valid email address.', t, 'es', 'INVALID_EMAIL')).toBe(
      'Introduzca una dirección de correo electrónico válida.',
    );
    expect(translateServerMessage('This account is frozen. Please contact support.', t, 'es', 'ACCOUNT_FROZEN')).toBe(
      'Esta cuenta está congelada. Póngase en contacto con el soporte.',
    );
  });

  it('carries the figure over: minutes to wait, a password length', async () => {
    const t = await translator('de');
    expect(translateServerMessage('Too many failed sign-in attempts. Sign-in is locked; please try again in 15 minutes.', t, 'de', 'SIGN_IN_LOCKED')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Die Anmeldung ist gesperrt; bitte versuchen Sie es in 15 Min. erneut.',
    );
    expect(translateServerMessage('The password must be at least 8 characters long.', t, 'de', 'PASSWORD_TOO_SHORT')).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
  });

  it('leaves an answer it does not know as the server wrote it', async () => {
    const t = await translator('es');
    expect(translateServerMessage('Something new from the server.', t, 'es')).toBe('Something new from the server.');
  });

  it('goes by the code, never by the words', async () => {
    const t = await translator('es');
    expect(translateServerMessage('Please enter a valid email address.', t, 'es')).toBe('Please enter a valid email address.');
    expect(translateServerMessage('Too many requests. Please wait a moment and try again.', t, 'es', 'RATE_LIMITED')).toBe(es.server.tooManyRequests);
  });

  it('tells a success answer in the reader’s language, the server’s own words in English', async () => {
    const message = 'Registration successful! You can now sign in with your email and password.';
    expect(successMessage(message, await translator('en'), 'en', 'server.registered')).toBe(message);
    expect(successMessage(message, await translator('de'), 'de', 'server.registered')).toBe(de.server.registered);
  });

  it('reads the answer out of a failed GraphQL operation, else uses the fallbacks', async () => {
    const t = await translator('es');
    const failed = { graphQLErrors: [{ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' } }] };
    expect(accountErrorMessage(failed, t, 'es', 'fallback', 'network')).toBe('Correo electrónico o contraseña incorrectos.');
    expect(accountErrorMessage({ networkError: new Error('offline') }, t, 'es', 'fallback', 'network')).toBe('network');
  });
});
