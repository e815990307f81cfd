import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PublicShell } from '../../components/layouts/public-shell';
import { RouteFallback } from '../../components/route-fallback';
import { useMeQuery } from '../../gql/generated';

export function PublicLayout() {
  // Only decides between "Login / Get Started" and "Dashboard"; a signed-out visitor is fine here.
  const { data } = useMeQuery();
  return (
    <PublicShell signedIn={Boolean(data?.me)}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </PublicShell>
  );
}
