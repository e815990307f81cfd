import { useEffect, useState } from 'react';

/** Milliseconds from `now` until `deadline` (an ISO timestamp), never below zero; 0 when the deadline is missing or invalid. */
export function remainingMs(deadline: string | null | undefined, now: number = Date.now()): number {
  const end = deadline ? new Date(deadline).getTime() : Number.NaN;
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - now);
}

/**
 * A remaining time as a clock reads it, rounded up to the second so that "0:00" is shown only
 * once the time is really over: "29:59", "0:05", "1:02:03" past an hour.
 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** The milliseconds left until `deadline`, updated every second until it reaches zero. */
export function useCountdown(deadline: string | null | undefined): number {
  const [left, setLeft] = useState(() => remainingMs(deadline));
  useEffect(() => {
    setLeft(remainingMs(deadline));
    if (remainingMs(deadline) === 0) return undefined;
    const timer = setInterval(() => {
      const next = remainingMs(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
