import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('gives a new UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('builds a version-4 UUID where randomUUID is missing (plain http)', () => {
    const insecure = { getRandomValues: <T extends ArrayBufferView>(array: T) => globalThis.crypto.getRandomValues(array) };
    const key = newIdempotencyKey(insecure as unknown as Crypto);
    expect(key).toMatch(UUID_V4);
  });
});
