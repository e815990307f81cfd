import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, remainingMs, useCountdown } from './countdown';

afterEach(() => vi.useRealTimers());

describe('formatCountdown', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 59_000, '29:59'],
    [5_000, '0:05'],
    // Rounded up: "0:00" only once the time is really over.
    [400, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
    [3_723_000, '1:02:03'],
  ])('shows %d ms as %j', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});

describe('remainingMs', () => {
  const now = Date.parse('2026-11-29T10:00:00.000Z');
  it('counts down to the deadline and stops at zero', () => {
    expect(remainingMs('2026-11-29T10:30:00.000Z', now)).toBe(30 * 60_000);
    expect(remainingMs('2026-11-29T09:59:00.000Z', now)).toBe(0);
  });
  it.each([[null], [undefined], [''], ['not a date']])('is zero for the missing or invalid deadline %j', (deadline) => {
    expect(remainingMs(deadline, now)).toBe(0);
  });
});

describe('useCountdown', () => {
  it('ticks every second and stops at zero', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T10:00:00.000Z') });
    const { result } = renderHook(() => useCountdown('2026-11-29T10:00:03.000Z'));
    expect(result.current).toBe(3000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2000);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
