import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { paths } from '../../../app/paths';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useMeQuery } from '../../../gql/generated';
import { CanChangeContext } from '../../../lib/console-access';
import { errorCodeOf } from '../../../lib/apollo';
import { CurrentUserContext } from '../hooks/use-current-user';
import { useFollowUserLocale } from '../hooks/use-follow-user-locale';
import { QueryError } from '../../../components/query-error';

interface SessionGateProps {
  /** Only console staff get through (role ADMIN, or SUPPORT read-only); other signed-in users go to their dashboard. */
  requireAdmin?: boolean;
  children: ReactNode;
}

/**
 * Checks the session when a signed-in area opens and keeps its user current (mutations that
 * return the user update the cache this query reads). A failed check sends the visitor to
 * sign in.
 */
export function SessionGate({ requireAdmin = false, children }: SessionGateProps) {
  const { t } = useTranslation('account');
  const { data, loading, error, refetch } = useMeQuery({ fetchPolicy: 'cache-and-network' });
  const user = data?.me;
  useFollowUserLocale(user?.locale);

  const signedOut = (!loading && data !== undefined && data.me === null) || errorCodeOf(error) === 'UNAUTHENTICATED';
  if (signedOut) return <Navigate to={paths.account.login.href()} replace />;

  if (user) {
    if (requireAdmin && user.role !== 'ADMIN' && user.role !== 'SUPPORT') return <Navigate to={paths.user.dashboard.href()} replace />;
    return (
      <CurrentUserContext.Provider value={user}>
        <CanChangeContext.Provider value={!requireAdmin || user.role === 'ADMIN'}>{children}</CanChangeContext.Provider>
      </CurrentUserContext.Provider>
    );
  }

  if (error && !loading) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <QueryError message={t('ui.session.checkFailed')} onRetry={refetch} />
      </Box>
    );
  }

  return <FullPageSpinner label={t('ui.session.checking')} />;
}
