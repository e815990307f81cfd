import type { Request } from 'express';
import { DEFAULT_LOCALE, SiteLocale, toSiteLocale } from '../modules/content/site-content.types';

/** `tag` as a site language, or undefined when it names none (English only when asked for). */
function siteLanguage(tag: string): SiteLocale | undefined {
  const locale = toSiteLocale(tag);
  return locale !== DEFAULT_LOCALE || /^en\b/i.test(tag.trim()) ? locale : undefined;
}

/**
 * The visitor's language for a prerendered page, chosen as the client chooses it: the picker's
 * choice (the `lang` cookie it writes beside localStorage), else the browser's languages. The
 * pages are prerendered in the site's languages (client/scripts/prerender.mjs).
 */
export function pageLanguage(req: Request): SiteLocale {
  const chosen = /(?:^|;\s*)lang=([A-Za-z-]+)/.exec(req.headers.cookie ?? '')?.[1];
  const fromCookie = chosen && siteLanguage(chosen);
  if (fromCookie) return fromCookie;
  for (const part of (req.headers['accept-language'] ?? '').split(',')) {
    const language = siteLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}
