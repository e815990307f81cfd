import { StrictMode, Suspense, useState } from 'react';
import { Link as RouterLink, RouterProvider } from 'react-router-dom';
import { RouterLinkContext } from '../components/page-link';
import { createAppRouter } from './router';
import { ThemeRoot } from './theme-root';

/**
 * What every screen shares: the theme (its direction follows the language) and the router.
 * Apollo, the live socket and the toasts are not here: the screens that need them load them
 * through ApolloBoundary (app/apollo-boundary.tsx), so the public pages never download them.
 */
export function AppProviders() {
  const [router] = useState(createAppRouter);

  return (
    <StrictMode>
      {/* Waits for a non-English language's texts (and the RTL styles) before the first paint. */}
      <Suspense fallback={null}>
        <ThemeRoot>
          {/* Links of the parts shared with the prerendered pages' islands navigate inside the app. */}
          <RouterLinkContext value={RouterLink}>
            <RouterProvider router={router} />
          </RouterLinkContext>
        </ThemeRoot>
      </Suspense>
    </StrictMode>
  );
}
