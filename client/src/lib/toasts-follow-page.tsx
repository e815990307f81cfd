import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnackbar, type SnackbarKey, type SnackbarProviderProps } from 'notistack';

/** When each toast on screen appeared (ms since epoch), by key. */
const shownAt = new Map<SnackbarKey, number>();

/**
 * A toast that announces the outcome which sends the reader to another page (an investment made,
 * then its history) appears just before that page opens and may stay on it for this long; any
 * older toast belongs to a page the reader has left.
 */
export const TOAST_CARRIES_OVER_MS = 1500;

/** Spread on a SnackbarProvider so `ToastsFollowPage` knows when each of its toasts appeared. */
export const toastTracking = {
  onEnter: (_node: HTMLElement, _appearing: boolean, key: SnackbarKey) => {
    shownAt.set(key, Date.now());
  },
  onExited: (_node: HTMLElement, key: SnackbarKey) => {
    shownAt.delete(key);
  },
} satisfies Partial<SnackbarProviderProps>;

/**
 * Closes the toasts of a page the reader leaves (another path), so none outlives its page; the
 * one an outcome showed on its way to the new page stays. Render inside the provider and the router.
 */
export function ToastsFollowPage() {
  const { pathname } = useLocation();
  const { closeSnackbar } = useSnackbar();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const now = Date.now();
    for (const [key, at] of shownAt) if (now - at > TOAST_CARRIES_OVER_MS) closeSnackbar(key);
  }, [pathname, closeSnackbar]);
  return null;
}
