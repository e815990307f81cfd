import { createHash } from 'node:crypto';
import { buildLevels, NODE_BYTES, nodeAt, packNodes, padDigest, parentOf, randomUpTo, splitLiability, TreeValueError, VALUE_LIMIT } from './merkle-sum-tree';

const leaf = (byte: number, value: bigint) => ({ digest: Buffer.alloc(32, byte), value });
const countOf = (level: Buffer) => level.length / NODE_BYTES;

describe('the Merkle sum tree', () => {
  it('pads an odd level at the position the padding takes, and a parent hashes both digests and values', () => {
    const leaves = [leaf(1, 5n), leaf(2, 7n), leaf(3, 11n)];
    const levels = buildLevels(9, packNodes(leaves));
    expect(levels.map(countOf)).toEqual([4, 2, 1]);
    expect(nodeAt(levels[0], 3)).toEqual({ digest: padDigest(9, 0, 3), value: 0n });
    const pad = createHash('sha256')
      .update(Buffer.concat([Buffer.from('pad'), Buffer.from([0, 0, 0, 0, 0, 0, 0, 9]), Buffer.from([0, 0, 0, 0]), Buffer.from([0, 0, 0, 3])]))
      .digest();
    expect(padDigest(9, 0, 3)).toEqual(pad);
    const left = parentOf(leaves[0], leaves[1]);
    expect(nodeAt(levels[1], 0)).toEqual(left);
    expect(left.digest).toEqual(
      createHash('sha256')
        .update(Buffer.concat([leaves[0].digest, Buffer.from([0, 0, 0, 0, 0, 0, 0, 5]), leaves[1].digest, Buffer.from([0, 0, 0, 0, 0, 0, 0, 7])]))
        .digest(),
    );
    expect(nodeAt(levels[2], 0).value).toBe(23n);
  });

  it('pads a higher level too: 5 leaves give 6, 3 + 1, 2, 1', () => {
    const levels = buildLevels(1, packNodes([1, 2, 3, 4, 5].map((b) => leaf(b, BigInt(b)))));
    expect(levels.map(countOf)).toEqual([6, 4, 2, 1]);
    expect(nodeAt(levels[1], 3)).toEqual({ digest: padDigest(1, 1, 3), value: 0n });
  });

  it('one leaf is its own root; no leaf is one padding node', () => {
    expect(buildLevels(2, packNodes([leaf(4, 40n)])).map(countOf)).toEqual([1]);
    const empty = buildLevels(2, Buffer.alloc(0));
    expect(empty.map(countOf)).toEqual([1]);
    expect(nodeAt(empty[0], 0)).toEqual({ digest: padDigest(2, 0, 0), value: 0n });
  });

  it('refuses a value or a sum of 2^63 or more, and a negative value', () => {
    expect(() => packNodes([leaf(1, VALUE_LIMIT)])).toThrow(TreeValueError);
    expect(() => packNodes([leaf(1, -1n)])).toThrow(TreeValueError);
    expect(() => buildLevels(1, packNodes([leaf(1, VALUE_LIMIT - 1n), leaf(2, 1n)]))).toThrow(TreeValueError);
    expect(() => parentOf(leaf(1, VALUE_LIMIT - 1n), leaf(2, 1n))).toThrow(TreeValueError);
  });

  it.each([0n, 1n, 2n, 999_999n, VALUE_LIMIT - 1n])('splits %s into 1 to 4 non-negative parts summing to it', (total) => {
    for (let i = 0; i < 50; i += 1) {
      const parts = splitLiability(total);
      expect(parts.length).toBeGreaterThanOrEqual(1);
      expect(parts.length).toBeLessThanOrEqual(4);
      expect(parts.every((part) => part >= 0n)).toBe(true);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
    }
  });

  it('draws every count from 1 to 4 and values over the whole range', () => {
    const counts = new Set(Array.from({ length: 400 }, () => splitLiability(100n).length));
    expect([...counts].sort()).toEqual([1, 2, 3, 4]);
    const draws = Array.from({ length: 2000 }, () => randomUpTo(3n));
    expect(new Set(draws)).toEqual(new Set([0n, 1n, 2n, 3n]));
  });
});
