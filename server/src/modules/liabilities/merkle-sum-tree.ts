import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * The Merkle sum tree of issue 30, byte for byte as published, so anyone can verify it
 * (scripts/verify-liabilities.mjs and the client's verifier implement the same rules):
 *
 * - sub_nonce = SHA-256(nonce ‖ uint64be(s) ‖ utf8(account))
 * - leaf of part i (0-based) of value v = HMAC-SHA256(key = sub_nonce, message = uint64be(v) ‖ uint32be(i))
 * - a level with an odd count gets a padding node of value 0 and digest
 *   SHA-256(utf8("pad") ‖ uint64be(s) ‖ uint32be(level) ‖ uint32be(position)); level 0 is the leaves,
 *   position the index the padding node takes in its level
 * - parent over L and R: digest = SHA-256(L.digest ‖ uint64be(L.value) ‖ R.digest ‖ uint64be(R.value)),
 *   value = L.value + R.value; every value is checked 0 ≤ value < 2^63 when built
 * - levels are paired until one node, the root, is left (one leaf is its own root; an empty
 *   snapshot is level 0 holding one padding node)
 *
 * A level is kept packed: 40 bytes a node, the digest then uint64be(value). Two neighbouring records
 * are then exactly the 80 bytes the parent's digest hashes, and a level is stored as one bytea.
 */

/** Bytes of one node in a packed level: 32 of digest, 8 of value. */
export const NODE_BYTES = 40;
/** Values are below 2^63: they fit a signed 64-bit integer everywhere (Postgres bigint, Java long...). */
export const VALUE_LIMIT = 2n ** 63n;

export interface TreeNode {
  digest: Buffer;
  value: bigint;
}

export class TreeValueError extends Error {}

export function uint64be(value: bigint): Buffer {
  checkValue(value);
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
}

export function uint32be(value: number): Buffer {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new TreeValueError(`not a uint32: ${value}`);
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

export function checkValue(value: bigint): bigint {
  if (typeof value !== 'bigint' || value < 0n || value >= VALUE_LIMIT) throw new TreeValueError(`value out of range (0 ≤ value < 2^63): ${String(value)}`);
  return value;
}

const sha256 = (...parts: Buffer[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

export function subNonce(nonce: Buffer, snapshot: number, account: string): Buffer {
  return sha256(nonce, uint64be(BigInt(snapshot)), Buffer.from(account, 'utf8'));
}

export function leafDigest(subNonceKey: Buffer, value: bigint, index: number): Buffer {
  return createHmac('sha256', subNonceKey).update(uint64be(value)).update(uint32be(index)).digest();
}

export function padDigest(snapshot: number, level: number, position: number): Buffer {
  return sha256(Buffer.from('pad', 'utf8'), uint64be(BigInt(snapshot)), uint32be(level), uint32be(position));
}

export function parentOf(left: TreeNode, right: TreeNode): TreeNode {
  const value = checkValue(checkValue(left.value) + checkValue(right.value));
  return { digest: sha256(left.digest, uint64be(left.value), right.digest, uint64be(right.value)), value };
}

/** Node `index` of a packed level. */
export function nodeAt(level: Buffer, index: number): TreeNode {
  const at = index * NODE_BYTES;
  if (index < 0 || at + NODE_BYTES > level.length) throw new RangeError(`no node ${index} in a level of ${level.length / NODE_BYTES}`);
  return { digest: Buffer.from(level.subarray(at, at + 32)), value: level.readBigUInt64BE(at + 32) };
}

export function packNodes(nodes: TreeNode[]): Buffer {
  const level = Buffer.alloc(nodes.length * NODE_BYTES);
  nodes.forEach((node, i) => {
    if (node.digest.length !== 32) throw new TreeValueError('a digest is 32 bytes');
    node.digest.copy(level, i * NODE_BYTES);
    level.writeBigUInt64BE(checkValue(node.value), i * NODE_BYTES + 32);
  });
  return level;
}

/**
 * Every level from the leaves (packed, shuffled already) up to the root, padding included: the
 * levels as stored and as `GET /api/liabilities/{s}/tree` lists them.
 */
export function buildLevels(snapshot: number, leaves: Buffer): Buffer[] {
  if (leaves.length % NODE_BYTES) throw new TreeValueError('a packed level is a whole number of nodes');
  for (let i = 0; i < leaves.length / NODE_BYTES; i += 1) checkValue(leaves.readBigUInt64BE(i * NODE_BYTES + 32));
  let current = leaves.length ? leaves : packNodes([{ digest: padDigest(snapshot, 0, 0), value: 0n }]);
  const levels: Buffer[] = [];
  for (let level = 0; ; level += 1) {
    let count = current.length / NODE_BYTES;
    if (count === 1) {
      levels.push(current);
      return levels;
    }
    if (count % 2) {
      current = Buffer.concat([current, packNodes([{ digest: padDigest(snapshot, level, count), value: 0n }])]);
      count += 1;
    }
    levels.push(current);
    const next = Buffer.alloc((count / 2) * NODE_BYTES);
    for (let j = 0; j < count / 2; j += 1) {
      const pair = current.subarray(j * 2 * NODE_BYTES, (j + 1) * 2 * NODE_BYTES);
      const value = checkValue(pair.readBigUInt64BE(32) + pair.readBigUInt64BE(72));
      createHash('sha256')
        .update(pair)
        .digest()
        .copy(next, j * NODE_BYTES);
      next.writeBigUInt64BE(value, j * NODE_BYTES + 32);
    }
    current = next;
  }
}

/** A uniform random bigint in [0, bound] from the system's CSPRNG (rejection sampling, no modulo bias). */
export function randomUpTo(bound: bigint): bigint {
  checkValue(bound);
  if (bound === 0n) return 0n;
  const range = bound + 1n;
  const bits = range.toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    const candidate = BigInt(`0x${randomBytes(bytes).toString('hex')}`) & mask;
    if (candidate < range) return candidate;
  }
}

/**
 * A liability split into 1 to 4 random non-negative parts summing to it: the count is chosen at
 * random, the cut points uniformly in [0, total] (crypto randomness).
 */
export function splitLiability(total: bigint): bigint[] {
  checkValue(total);
  const count = randomInt(1, 5);
  const cuts = Array.from({ length: count - 1 }, () => randomUpTo(total)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const parts: bigint[] = [];
  let previous = 0n;
  for (const cut of [...cuts, total]) {
    parts.push(cut - previous);
    previous = cut;
  }
  return parts;
}

/** Fisher–Yates with the system's CSPRNG, in place. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export type Side = 'L' | 'R';

export interface PathStep {
  /** Where the sibling stands. */
  side: Side;
  digest: string;
  value: string;
}

/** The (level, index) of each sibling on the way from leaf `position` to the root of a tree of `height` levels above the leaves. */
export function siblingPositions(position: number, height: number): Array<{ level: number; index: number; side: Side }> {
  const steps: Array<{ level: number; index: number; side: Side }> = [];
  let at = position;
  for (let level = 0; level < height; level += 1) {
    steps.push({ level, index: at ^ 1, side: at % 2 ? 'L' : 'R' });
    at = Math.floor(at / 2);
  }
  return steps;
}
