import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enAccount from './locales/en/account.json';
import enCommon from './locales/en/common.json';
import enPublic from './locales/en/public.json';
import { DEFAULT_LANGUAGE, directionOf, initialLanguage, LANGUAGES, NAMESPACES } from './languages';

/** Keeps <html lang dir> in step with the language, so Arabic lays out right to left. */
function applyToDocument(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * English ships in the bundle (no wait before the first paint); every other language is a
 * separate chunk fetched when chosen. Of those, `common` and `public` load at start (every page
 * shows them); `account` when an account page first asks for it.
 */
export function initI18n(language: string = initialLanguage()) {
  if (!i18next.isInitialized) {
    void i18next
      .use(initReactI18next)
      .use(resourcesToBackend((lng: string, ns: string) => import(`./locales/${lng}/${ns}.json`)))
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: LANGUAGES.map((l) => l.code),
        load: 'currentOnly',
        ns: NAMESPACES.filter((ns) => ns !== 'account'),
        defaultNS: 'common',
        partialBundledLanguages: true,
        resources: { en: { common: enCommon, account: enAccount, public: enPublic } },
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
    i18next.on('languageChanged', applyToDocument);
    applyToDocument(language);
  }
  return i18next;
}
