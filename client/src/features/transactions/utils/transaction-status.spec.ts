import { describe, expect, it } from 'vitest';
import { statusChipColor } from './transaction-status';

describe('statusChipColor', () => {
  it.each([
    ['pending', 'warning'],
    ['active', 'info'],
    ['completed', 'success'],
    ['rejected', 'error'],
    ['cancelled', 'default'],
    ['unknown', 'default'],
    [null, 'default'],
  ])('%j is %s', (status, color) => {
    expect(statusChipColor(status)).toBe(color);
  });
});
