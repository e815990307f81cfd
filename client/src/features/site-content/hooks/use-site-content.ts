import { startTransition, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServedSiteContentContext } from '../served-site-content';
import type { SiteContent } from '../types';

// Public pages read site content with a plain fetch rather than Apollo, so the home page's
// first load stays small; answers are kept per language for the life of the page.
const cache = new Map<string, Promise<SiteContent>>();

export function fetchSiteContent(language: string): Promise<SiteContent> {
  let pending = cache.get(language);
  if (!pending) {
    pending = fetch(`/api/site_content?lang=${encodeURIComponent(language)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`Site content answered ${response.status}`);
      return (await response.json()) as SiteContent;
    });
    // A failed fetch is forgotten so the next page visit tries again.
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}

export interface SiteContentState {
  content: SiteContent | undefined;
  error: boolean;
}

/**
 * Site content in the current language; `content` stays undefined while loading or after an error.
 * An island the server rendered with the content has it from the start and fetches nothing.
 */
export function useSiteContent(): SiteContentState {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const served = useContext(ServedSiteContentContext);
  const [state, setState] = useState<SiteContentState & { language?: string }>({ content: served, error: false });

  useEffect(() => {
    if (served) return;
    let live = true;
    fetchSiteContent(language).then(
      // Filling a whole page with figures is not urgent: as a transition it renders in slices.
      (content) => live && startTransition(() => setState({ content, error: false, language })),
      () => live && setState((previous) => ({ content: previous.content, error: true, language })),
    );
    return () => {
      live = false;
    };
  }, [language, served]);

  return { content: state.content, error: state.error };
}

/** For tests: forget every cached answer. */
export function clearSiteContentCache() {
  cache.clear();
}
