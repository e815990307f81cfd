import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18nReady, initI18n } from '../i18n/i18n';
import { initialLanguage } from '../i18n/languages';
import { AppProviders } from './providers';
import { preloadRoute } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const language = initialLanguage();
initI18n(language);
// Public pages arrive prerendered (scripts/prerender.mjs): hydrate them when they are in the
// language this visitor reads; otherwise draw the page afresh.
if (container.dataset.prerendered === language) {
  // The page's code and texts first (only public pages are prerendered): nothing then suspends
  // while hydrating. Fetching them starts in the next task, apart from the app's own start. As a
  // transition, hydration is done in slices of a few milliseconds that yield to the browser
  // between them, instead of one long task that would hold a tap or a scroll.
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  void nextTask()
    .then(() => Promise.all([preloadRoute(window.location.pathname), i18nReady(['public'])]))
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, <AppProviders />);
      }),
    );
} else {
  container.replaceChildren();
  createRoot(container).render(<AppProviders />);
}
