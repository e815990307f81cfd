import { startTransition, useEffect, useState } from 'react';

/**
 * False while React renders HTML (prerendering), while the browser hydrates that HTML and for
 * the first render of a component; true from its first effect on. A control that cannot work
 * before hydration (a menu button, the language picker) shows disabled until then, so a click
 * is not silently lost.
 *
 * Not useSyncExternalStore with a server snapshot: after hydration React re-renders such a
 * component synchronously, in one long task (half a second of a slow phone's main thread for
 * the public layout); a state set in a transition re-renders in short slices instead.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
