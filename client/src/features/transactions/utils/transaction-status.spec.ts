import { describe, expect, it } from 'vitest';
import { statusChipColor } from './transaction-status';

describe('statusChipColor', () => {
  it.each([
    ['PENDING', 'warning'],
    ['ACTIVE', 'info'],
    ['COMPLETED', 'success'],
    ['REJECTED', 'error'],
    ['CANCELLED', 'default'],
    ['pending', 'warning'],
    ['unknown', 'default'],
    [null, 'default'],
  ])('%j is %s', (status, color) => {
    expect(statusChipColor(status)).toBe(color);
  });
});
