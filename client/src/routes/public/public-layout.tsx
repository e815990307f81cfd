import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Island } from '../../components/island';
import { PublicShell } from '../../components/layouts/public-shell';
import { RouteFallback } from '../../components/route-fallback';
import { FooterRiskWarning, HeaderIsland } from './layout-islands';

/** The header (with the sign-in state) and the footer's risk warning are islands (components/island.tsx). */
export function PublicLayout() {
  return (
    <PublicShell
      header={
        <Island name="header">
          <HeaderIsland />
        </Island>
      }
      riskWarning={
        <Island name="footerRiskWarning">
          <FooterRiskWarning />
        </Island>
      }
    >
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </PublicShell>
  );
}
