import { initI18n } from '../i18n/i18n';
import { initialLanguage } from '../i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const language = initialLanguage();
initI18n(language);
// Public pages arrive prerendered (scripts/prerender.mjs). When one is in the language this
// visitor reads, only its islands hydrate (components/island.tsx: the header's menus and sign-in state,
// forms, figures from the server); the rest stays the HTML it is, and neither the app nor the
// page's own code is downloaded. Any other page, or a page in another language, is drawn by the
// app. Both are loaded on demand: this entry holds only what they share (the texts).
if (container.dataset.prerendered === language) {
  void import('./hydrate-islands').then(({ hydrateIslands }) => hydrateIslands(language));
} else {
  void import('./render-app').then(({ renderApp }) => renderApp(container));
}
