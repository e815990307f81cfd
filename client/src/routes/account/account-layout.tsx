import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AccountShell } from '../../components/layouts/account-shell';
import { RouteFallback } from '../../components/route-fallback';

export function AccountLayout() {
  return (
    <AccountShell>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </AccountShell>
  );
}
