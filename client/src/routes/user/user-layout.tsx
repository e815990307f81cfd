import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { ToastsFollowPage, toastTracking } from '../../lib/toasts-follow-page';
import { UserShell } from '../../components/layouts/user-shell';
import { RouteFallback } from '../../components/route-fallback';
import { AccountSummary } from '../../features/account/components/account-summary';
import { UserMenu } from '../../features/account/components/user-menu';
import { useAccountLive } from '../../features/account/hooks/use-account-live';
import { SessionGate } from '../../features/auth/components/session-gate';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useLogout } from '../../features/auth/hooks/use-logout';

function UserArea() {
  const user = useCurrentUser();
  const { signOut, signingOut } = useLogout();
  // Balance, Profits (7d), dashboard and history follow the server's pushes (no 1 s polling).
  useAccountLive();
  return (
    <UserShell summary={<AccountSummary user={user} />} accountMenu={<UserMenu user={user} onSignOut={signOut} signingOut={signingOut} />}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </UserShell>
  );
}

export function UserLayout() {
  // Toasts in the user area sit bottom-right and close after 4 s (spec sections 2 and 9). They
  // render in <body> so a dialog's aria-hidden on #root does not hide the dialog's own messages.
  return (
    <SnackbarProvider
      domRoot={document.body}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={4000}
      maxSnack={3}
      preventDuplicate
      {...toastTracking}
    >
      <ToastsFollowPage />
      <SessionGate>
        <UserArea />
      </SessionGate>
    </SnackbarProvider>
  );
}
