import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyLiabilitiesProof, type LiabilitiesProof, type LiabilitiesSnapshotRecord } from './verify-proof';

const u64 = (v: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(v);
  return b;
};
const u32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(v);
  return b;
};
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const parent = (l: { d: Buffer; v: bigint }, r: { d: Buffer; v: bigint }) => ({ d: sha(l.d, u64(l.v), r.d, u64(r.v)), v: l.v + r.v });

/** Snapshot 4 with the user's two parts at leaves 2 and 1 and an unrelated leaf at 0, padded to 4 leaves (built here with node:crypto, independently). */
function fixture(): { proof: LiabilitiesProof; published: LiabilitiesSnapshotRecord } {
  const nonce = Buffer.alloc(32, 0xab);
  const key = sha(nonce, u64(4n), Buffer.from('1234567890'));
  const mine = [
    {
      d: createHmac('sha256', key)
        .update(Buffer.concat([u64(700n), u32(0)]))
        .digest(),
      v: 700n,
    },
    {
      d: createHmac('sha256', key)
        .update(Buffer.concat([u64(45n), u32(1)]))
        .digest(),
      v: 45n,
    },
  ];
  const other = { d: Buffer.alloc(32, 1), v: 1000n };
  const pad = { d: sha(Buffer.from('pad'), u64(4n), u32(0), u32(3)), v: 0n };
  const leaves = [other, mine[1], mine[0], pad];
  const left = parent(leaves[0], leaves[1]);
  const right = parent(leaves[2], leaves[3]);
  const root = parent(left, right);
  const hex = (n: { d: Buffer; v: bigint }) => ({ digest: n.d.toString('hex'), value: n.v.toString() });
  const proof: LiabilitiesProof = {
    snapshot: 4,
    account: '1234567890',
    nonce: nonce.toString('hex'),
    liability_cents: '745',
    parts: [
      {
        index: 0,
        value: '700',
        leaf_position: 2,
        path: [
          { side: 'R', ...hex(pad) },
          { side: 'L', ...hex(left) },
        ],
      },
      {
        index: 1,
        value: '45',
        leaf_position: 1,
        path: [
          { side: 'L', ...hex(other) },
          { side: 'R', ...hex(right) },
        ],
      },
    ],
    root_digest: root.d.toString('hex'),
    total_cents: '1745',
  };
  return {
    proof,
    published: { snapshot: 4, created_at: '2026-11-23T00:00:00.000Z', root_digest: proof.root_digest, total_cents: '1745', leaf_count: 3, height: 2 },
  };
}

describe('verifyLiabilitiesProof (Web Crypto)', () => {
  it('checks a good proof step by step', async () => {
    const { proof, published } = fixture();
    const result = await verifyLiabilitiesProof(proof, published);
    expect(result.ok).toBe(true);
    expect(result.steps.map((s) => s.kind)).toEqual(['subNonce', 'leaf', 'path', 'leaf', 'path', 'sum', 'published']);
  });

  it.each([
    ['a part value', (p: LiabilitiesProof) => (p.parts[0].value = '701'), 'root'],
    ['a sibling digest', (p: LiabilitiesProof) => (p.parts[0].path[1].digest = '0'.repeat(64)), 'root'],
    ['a sibling value', (p: LiabilitiesProof) => (p.parts[1].path[0].value = '999'), 'root'],
    ['a side', (p: LiabilitiesProof) => (p.parts[0].path[0].side = 'L'), 'side'],
    ['the nonce', (p: LiabilitiesProof) => (p.nonce = 'cd'.repeat(32)), 'root'],
    ['the liability', (p: LiabilitiesProof) => (p.liability_cents = '744'), 'parts'],
    ['a negative sibling value', (p: LiabilitiesProof) => (p.parts[0].path[0].value = '-1'), 'range'],
    ['an overflowing sibling value', (p: LiabilitiesProof) => (p.parts[0].path[0].value = (2n ** 63n).toString()), 'range'],
  ])('fails when %s is changed', async (_name, tamper, reason) => {
    const { proof, published } = fixture();
    tamper(proof);
    const result = await verifyLiabilitiesProof(proof, published);
    expect(result.ok).toBe(false);
    expect(result.failure?.reason).toBe(reason);
  });

  it("fails when the proof's root is not the published one", async () => {
    const { proof, published } = fixture();
    const result = await verifyLiabilitiesProof(proof, { ...published, root_digest: 'f'.repeat(64) });
    expect(result.failure?.reason).toBe('published');
  });
});
