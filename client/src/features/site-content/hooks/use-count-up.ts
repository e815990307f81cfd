import { useEffect, useRef, useState, type RefObject } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';

const ease = (t: number) => 1 - (1 - t) ** 3;

/**
 * Progress (0..1000, per mille) of a count-up that runs for `durationMs` and starts over every
 * `restartMs` while the element is on screen. Visitors who ask for reduced motion get 1000 at
 * once and no animation; so does a browser without requestAnimationFrame.
 */
export function useCountUp<E extends Element>({
  durationMs = 2000,
  restartMs = 10000,
  enabled = true,
}: { durationMs?: number; restartMs?: number; enabled?: boolean } = {}): { ref: RefObject<E | null>; progress: number } {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const animate = enabled && !reducedMotion && typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function';
  const ref = useRef<E>(null);
  const [progress, setProgress] = useState(animate ? 0 : 1000);
  const [inView, setInView] = useState(typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [animate]);

  useEffect(() => {
    if (!animate) {
      setProgress(1000);
      return;
    }
    if (!inView) {
      // Off screen the figures rest at their final value; the count starts again on return.
      setProgress(1000);
      return;
    }
    let frame = 0;
    let startedAt = 0;
    const step = (now: number) => {
      if (!startedAt) startedAt = now;
      const t = Math.min(1, (now - startedAt) / durationMs);
      setProgress(Math.round(ease(t) * 1000));
      if (t < 1) frame = window.requestAnimationFrame(step);
    };
    const start = () => {
      window.cancelAnimationFrame(frame);
      startedAt = 0;
      setProgress(0);
      frame = window.requestAnimationFrame(step);
    };
    start();
    const restart = window.setInterval(start, restartMs);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearInterval(restart);
    };
  }, [animate, inView, durationMs, restartMs]);

  return { ref, progress };
}
