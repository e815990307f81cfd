import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders HTML (prerendering) and while the browser hydrates that HTML; true
 * from then on, and at once for pages the browser renders itself. A control that cannot work
 * before hydration (a menu button, the language picker) shows disabled until then, so a click
 * is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
