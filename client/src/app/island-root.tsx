import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { EmotionCache } from '@emotion/cache';
import type { i18n as I18n } from 'i18next';
import { InIslandContext } from '../components/island';
import { ServedSiteContentContext } from '../features/site-content/served-site-content';
import type { SiteContent } from '../features/site-content/types';
import { ThemeRoot } from './theme-root';

interface IslandRootProps {
  i18n: I18n;
  /** The prerenderer's emotion cache for the page; the browser uses its own. */
  cache?: EmotionCache;
  /** The site content the server rendered this island with (its wrapper's data-site-content), if it did. */
  siteContent?: SiteContent;
  children: ReactNode;
}

/**
 * What wraps one island, the same when prerendered (entry-server.tsx) and when hydrated
 * (hydrate-islands.tsx), so both render the same tree: texts and theme (no CSS baseline, the page
 * has it). No router: an island's links (components/page-link.tsx) are plain links that load the
 * next page from the server, prerendered as this one was, and the router's code stays out of the
 * public pages.
 */
export function IslandRoot({ i18n, cache, siteContent, children }: IslandRootProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <InIslandContext value>
          <ServedSiteContentContext value={siteContent}>
            <Suspense fallback={null}>
              <ThemeRoot cache={cache} baseline={false}>
                {children}
              </ThemeRoot>
            </Suspense>
          </ServedSiteContentContext>
        </InIslandContext>
      </I18nextProvider>
    </StrictMode>
  );
}
