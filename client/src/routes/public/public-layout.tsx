import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PublicShell } from '../../components/layouts/public-shell';
import { RouteFallback } from '../../components/route-fallback';
import { useSessionStatus } from '../../features/auth/hooks/use-session-status';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content';

export function PublicLayout() {
  // Only decides between "Login / Get Started" and "Dashboard"; a signed-out visitor is fine here.
  // GET /api/session with fetch: public pages do not load Apollo.
  const signedIn = useSessionStatus();
  // The footer's risk warning; the pages share the same (cached) answer.
  const { content } = useSiteContent();
  return (
    <PublicShell signedIn={signedIn} riskWarning={content?.riskWarning}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </PublicShell>
  );
}
