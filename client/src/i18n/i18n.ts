import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import { DEFAULT_LANGUAGE, directionOf, initialLanguage, LANGUAGES, type Namespace } from './languages';
import { loadTexts } from './load-texts';

/** Keeps <html lang dir> in step with the language, so Arabic lays out right to left. */
function applyToDocument(language: string) {
  const root = document.documentElement;
  // Only real changes: rewriting the same value still makes the browser restyle the whole page.
  if (root.lang !== language) root.lang = language;
  if (root.dir !== directionOf(language)) root.dir = directionOf(language);
}

let ready: Promise<unknown> = Promise.resolve();

/**
 * The shell's English texts (`common`) ship in the bundle; everything else is a chunk per
 * language and namespace: `common` loads at start (the header and footer of every page), `public`
 * and `account` when a page first asks for them (its component suspends meanwhile). No language
 * falls back to English at run time (a visitor reading German downloads no English):
 * locales.spec.ts keeps every language complete. Only a namespace whose chunk cannot be loaded
 * (twice) is shown in English (load-texts.ts), never as raw keys.
 */
export function initI18n(language: string = initialLanguage()) {
  if (!i18next.isInitialized) {
    ready = i18next
      .use(initReactI18next)
      .use(resourcesToBackend((lng: string, ns: string) => loadTexts(lng, ns)))
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: LANGUAGES.map((l) => l.code),
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        partialBundledLanguages: true,
        resources: { [DEFAULT_LANGUAGE]: { common: enCommon } },
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        // No advertisement in the visitor's console.
        showSupportNotice: false,
      });
    i18next.on('languageChanged', applyToDocument);
    applyToDocument(language);
  }
  return i18next;
}

/**
 * Resolves once the current language's `common` texts and the given namespaces are loaded: a
 * prerendered page hydrates after it, so nothing suspends while it does.
 */
export function i18nReady(namespaces: Namespace[] = []): Promise<unknown> {
  return ready.then(() => i18next.loadNamespaces(namespaces));
}
