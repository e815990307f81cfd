/** The ten languages of the spec (section 9), each named in its own language. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'de', label: 'Deutsch', dir: 'ltr' },
  { code: 'zh-CN', label: '简体中文', dir: 'ltr' },
  { code: 'ja', label: '日本語', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'ru', label: 'Русский', dir: 'ltr' },
  { code: 'pt', label: 'Português', dir: 'ltr' },
  { code: 'hi', label: 'हिन्दी', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** Namespaces: `common` (layouts, shared words), `account` (/account pages), `public` (public pages). */
export const NAMESPACES = [
  'common',
  'account',
  'public',
  'errors',
  'dashboard',
  'profile',
  'admin',
  'history',
  'admin-users',
  'deposits',
  'referrals',
  'admin-kyc',
  'admin-wallets',
  'admin-rates',
  'withdrawals',
  'investments',
  'admin-contact',
  'admin-mail',
  'admin-audit',
  'admin-plans',
  'admin-webhooks',
  'admin-content',
  'liabilities',
  'admin-reserves',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const STORAGE_KEY = 'language';

export function isLanguage(code: unknown): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** The visitor's remembered choice, else the browser's first supported language, else English. */
export function initialLanguage(): LanguageCode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be refused (private browsing); fall through to the browser's languages.
  }
  for (const wanted of navigator.languages ?? []) {
    if (isLanguage(wanted)) return wanted;
    const base = wanted.split('-')[0];
    if (base === 'zh') return 'zh-CN';
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLanguage(code: LanguageCode) {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // The choice then lasts for this page only.
  }
  // The server reads the same choice to send public pages prerendered in this language.
  document.cookie = `lang=${code}; path=/; max-age=31536000; samesite=lax`;
}
