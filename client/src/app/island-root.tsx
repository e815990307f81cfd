import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import type { EmotionCache } from '@emotion/cache';
import type { i18n as I18n } from 'i18next';
import { InIslandContext } from '../components/island';
import { ServedSiteContentContext } from '../features/site-content/served-site-content';
import type { SiteContent } from '../features/site-content/types';
import { ThemeRoot } from './theme-root';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * An island has no app around it to draw the next page: its links (router links, navigate())
 * load the next page from the server, prerendered as this one was.
 */
const pageLoadNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

interface IslandRootProps {
  i18n: I18n;
  /** Where the page is: the island's router location. */
  location: string;
  /** The prerenderer's emotion cache for the page; the browser uses its own. */
  cache?: EmotionCache;
  /** The site content the server rendered this island with (its wrapper's data-site-content), if it did. */
  siteContent?: SiteContent;
  children: ReactNode;
}

/**
 * What wraps one island, the same when prerendered (entry-server.tsx) and when hydrated
 * (hydrate-islands.tsx), so both render the same tree: texts, theme (no CSS baseline, the page has
 * it), and a router for its links.
 */
export function IslandRoot({ i18n, location, cache, siteContent, children }: IslandRootProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <InIslandContext value>
          <ServedSiteContentContext value={siteContent}>
            <Suspense fallback={null}>
              <ThemeRoot cache={cache} baseline={false}>
                <Router location={location} navigator={pageLoadNavigator}>
                  {children}
                </Router>
              </ThemeRoot>
            </Suspense>
          </ServedSiteContentContext>
        </InIslandContext>
      </I18nextProvider>
    </StrictMode>
  );
}
