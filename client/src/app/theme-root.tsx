import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
// The system provider is what @mui/material's ThemeProvider renders for a theme without CSS
// variables (ours); importing that one would also bring its CSS-variables provider (~3 KB gzip)
// into every page's first load.
import { ThemeProvider } from '@mui/system';
import { prefixer } from 'stylis';
import { directionOf } from '../i18n/languages';
import { createAppTheme, theme as ltrTheme } from '../theme';

/**
 * A prerendered page brings its CSS in <style data-ssr-emotion="key id id ..."> (entry-server.tsx).
 * Emotion's own hydration would move that tag within <head>, which makes the browser parse and
 * apply the whole sheet again (about 100 ms of a slow phone's main thread); the cache only needs
 * to know which styles are already there.
 */
function adoptPrerenderedStyles(cache: EmotionCache): EmotionCache {
  if (typeof document === 'undefined') return cache;
  for (const node of document.querySelectorAll<HTMLStyleElement>('style[data-ssr-emotion]')) {
    const [key, ...ids] = (node.dataset.ssrEmotion ?? '').split(' ');
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}

// Both emotion caches are made once. The right-to-left one flips every rule (margin-left becomes
// margin-right...) with stylis-plugin-rtl, which is only downloaded when an RTL language is chosen.
const ltrCache = adoptPrerenderedStyles(createCache({ key: 'mui' }));
let rtlCache: Promise<EmotionCache> | undefined;
let rtlTheme: Theme | undefined;

/** The right-to-left cache, loaded once (an island waits for it before hydrating). */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= import('stylis-plugin-rtl').then((rtl) => adoptPrerenderedStyles(createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtl.default] })));
  return rtlCache;
}

interface ThemeRootProps {
  children: ReactNode;
  /** The prerenderer's own cache for one page (emotion writes a style once per cache). */
  cache?: EmotionCache;
  /** MUI's CSS baseline (global styles); an island leaves it to the page it sits in. */
  baseline?: boolean;
}

/** The MUI theme and emotion cache for the current language's direction, plus the CSS baseline. */
export function ThemeRoot({ children, cache: pageCache, baseline = true }: ThemeRootProps) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  // Suspends (once) while the RTL plugin loads; <html dir> is already set by i18n.ts.
  const cache = pageCache ?? (direction === 'rtl' ? use(loadRtlCache()) : ltrCache);
  const theme = direction === 'rtl' ? (rtlTheme ??= createAppTheme('rtl')) : ltrTheme;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {baseline && <CssBaseline />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
