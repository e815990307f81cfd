import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteFallback } from '../components/route-fallback';
import { useHydrated } from '../lib/use-hydrated';

const ApolloRoot = lazy(async () => ({ default: (await import('./apollo-root')).ApolloRoot }));

interface ApolloBoundaryProps {
  /** Defaults to the thin progress bar at the top of the page. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Loads Apollo (client, cache, live socket) on first use and provides it to `children`. Wrap
 * anything that calls a GraphQL hook and sits on a public page, e.g. the contact form:
 * `<ApolloBoundary fallback={<FormSkeleton />}><ContactForm /></ApolloBoundary>`.
 */
export function ApolloBoundary({ fallback = <RouteFallback />, children }: ApolloBoundaryProps) {
  // A prerendered page (and its hydration) shows the fallback: GraphQL runs in the browser only.
  const inBrowser = useHydrated();
  if (!inBrowser) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ApolloRoot>{children}</ApolloRoot>
    </Suspense>
  );
}

/** A layout route: its child routes render inside `ApolloBoundary`. */
export function ApolloOutlet() {
  return (
    <ApolloBoundary>
      <Outlet />
    </ApolloBoundary>
  );
}
