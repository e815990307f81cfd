/**
 * Runs `callback` once the page has loaded and the main thread is idle, so third-party widgets
 * never compete with our own first paint. `timeoutMs` bounds both waits: a page whose `load`
 * never fires (a stalled resource) or a browser that is never idle still gets the callback.
 * Returns a function that cancels the wait.
 */
export function afterPageIdle(callback: () => void, timeoutMs = 3000): () => void {
  let settled = false;
  let idleHandle: number | undefined;
  let idleTimer: number | undefined;

  const fire = () => {
    if (settled) return;
    settled = true;
    callback();
  };

  let waitingForIdle = false;
  const whenIdle = () => {
    if (waitingForIdle) return;
    waitingForIdle = true;
    window.removeEventListener('load', whenIdle);
    window.clearTimeout(loadDeadline);
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(fire, { timeout: timeoutMs });
    } else {
      idleTimer = window.setTimeout(fire, 50);
    }
  };

  const loadDeadline = window.setTimeout(whenIdle, timeoutMs);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);

  return () => {
    settled = true;
    window.removeEventListener('load', whenIdle);
    window.clearTimeout(loadDeadline);
    if (idleTimer !== undefined) window.clearTimeout(idleTimer);
    if (idleHandle !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
  };
}
