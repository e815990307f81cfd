import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';

/** The whole app, drawn in the browser: every page that is not a prerendered public page. */
export function renderApp(container: HTMLElement) {
  container.replaceChildren();
  createRoot(container).render(<AppProviders />);
}
