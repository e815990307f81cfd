// Renders a public page to HTML at build time (scripts/prerender.mjs), so a visitor sees the
// page before any JavaScript has run; the browser then hydrates it (app/main.tsx). Only public
// pages are prerendered: they need no session and read site content after hydration. The server
// renders some islands again as it serves a page, with the current site content (renderIsland).
import { StrictMode, Suspense, type ReactElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DEFAULT_LANGUAGE, directionOf, NAMESPACES } from '../i18n/languages';
import { IslandCollectorContext } from '../components/island';
import type { SiteContent } from '../features/site-content/types';
import { IslandRoot } from './island-root';
import { isIslandName, ISLANDS } from './islands';
import { routes } from './router';
import { ThemeRoot } from './theme-root';
import { RouterLinkContext } from '../components/page-link';

const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [path, texts] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (resources[language] ??= {})[namespace] = texts;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** Renders `tree` to HTML whole; the errors of the render are collected in `errors`. */
async function renderWhole(tree: ReactNode, errors: Error[], identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    identifierPrefix,
    // Written whole: a large boundary would otherwise be sent apart and revealed by an inline
    // script, which the Content-Security-Policy refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A page that fails here would ship client-rendered behind an inline script the CSP refuses.
      errors.push(error instanceof Error ? error : new Error(String(error)));
    },
  });
  return readAll(prelude);
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> tags for <head> with exactly the CSS that markup uses (the browser's emotion cache adopts them). */
  styles: string;
}

async function createI18n(language: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    showSupportNotice: false,
  });
  return i18n;
}

/** An emotion cache whose keys match the browser's caches (theme-root.tsx) in `language`'s direction. */
const pageCache = (language: string): EmotionCache =>
  directionOf(language) === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' });

/** The page at `url` in `language`. */
export async function render(url: string, language: string): Promise<RenderedPage> {
  // Only the build's prerenderer needs emotion's server part (a development dependency); the server's renderIsland does not.
  const { default: createEmotionServer } = await import('@emotion/server/create-instance');
  const i18n = await createI18n(language);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}); only public pages are prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // The same tree as AppProviders (StrictMode > Suspense > ThemeRoot > router), so hydration matches.
  // A fresh cache per page: each page carries every style it uses. Keys match the browser's caches.
  const cache = pageCache(language);
  const emotion = createEmotionServer(cache);
  const errors: Error[] = [];
  // The page leaves an empty wrapper where each island goes (components/island.tsx); each island is then
  // rendered as a root of its own, the tree the browser hydrates it with (hydrate-islands.tsx), so
  // both agree to the last generated id.
  const islands = new Map<string, ReactElement>();
  let html = await renderWhole(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <IslandCollectorContext value={islands}>
          <Suspense fallback={null}>
            <ThemeRoot cache={cache}>
              <RouterLinkContext value={RouterLink}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </RouterLinkContext>
            </ThemeRoot>
          </Suspense>
        </IslandCollectorContext>
      </I18nextProvider>
    </StrictMode>,
    errors,
  );
  for (const [name, element] of islands) {
    if (!isIslandName(name)) throw new Error(`${url}: the island ${name} is not in app/islands.ts, the browser could not hydrate it`);
    const inner = await renderWhole(
      <IslandRoot i18n={i18n} cache={cache}>
        {element}
      </IslandRoot>,
      errors,
      `${name}-`,
    );
    const wrapper = new RegExp(`(<div data-island="${name}"[^>]*>)(</div>)`);
    if (!wrapper.test(html)) throw new Error(`${url}: the island ${name} has no wrapper in the page's markup`);
    html = html.replace(wrapper, (_, open: string, close: string) => `${open}${inner}${close}`);
  }
  if (errors.length) throw new Error(`prerendering ${url} (${language}) failed: ${errors.map((e) => e.stack ?? e.message).join('\n')}`);
  // Every component style the render made, not only those the markup names: MUI's wrappers
  // (Button around ButtonBase) and Suspense fallbacks make styles no element carries, which the
  // browser's cache would otherwise insert rule by rule while hydrating, restyling the page each time.
  const critical = emotion.extractCriticalToChunks(html);
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined);
  const chunks = {
    html: critical.html,
    styles: [...critical.styles.filter((chunk) => chunk.key !== cache.key), { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') }],
  };
  const styles = emotion
    .constructStyleTagsFromChunks(chunks)
    // The page's component styles are adopted by the browser's cache where they stand
    // (theme-root.tsx); global styles keep emotion's attribute, which <Global> looks for.
    .replace(new RegExp(`<style data-emotion="${cache.key} `, 'g'), `<style data-ssr-emotion="${cache.key} `);
  return { html, styles };
}

/**
 * One island of the public page at `url` in `language`, rendered with `siteContent` as the browser
 * then hydrates it (hydrate-islands.tsx reads the content from the island's wrapper): the server
 * puts the markup into the prerendered page (server/src/app/served-islands.ts). `styles` is one
 * <style data-ssr-emotion> tag with every style the render made, which the browser's cache adopts.
 */
export async function renderIsland(name: string, url: string, language: string, siteContent: SiteContent): Promise<RenderedPage> {
  if (!isIslandName(name)) throw new Error(`the island ${name} is not in app/islands.ts`);
  const [i18n, Component] = await Promise.all([createI18n(language), ISLANDS[name]()]);
  const cache = pageCache(language);
  // Styles are collected below, not written beside the elements.
  cache.compat = true;
  const errors: Error[] = [];
  const html = await renderWhole(
    <IslandRoot i18n={i18n} cache={cache} siteContent={siteContent}>
      <Component />
    </IslandRoot>,
    errors,
    `${name}-`,
  );
  if (errors.length) throw new Error(`rendering the island ${name} of ${url} (${language}) failed: ${errors.map((e) => e.stack ?? e.message).join('\n')}`);
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  const css = ids.map((id) => cache.inserted[id]).join('');
  return { html, styles: ids.length ? `<style data-ssr-emotion="${cache.key} ${ids.join(' ')}">${css}</style>` : '' };
}
