/**
 * The proof-of-liabilities check of issue 30 in the browser, with Web Crypto only: the same rules as
 * scripts/verify-liabilities.mjs and the server's merkle-sum-tree.ts, so nothing here trusts the
 * server once the proof and the published snapshot are downloaded. Values are bigint, never numbers.
 */

/** A proof as `GET /api/liabilities/latest/proof` answers it (the file the user may save). */
export interface LiabilitiesProof {
  snapshot: number;
  account: string;
  nonce: string;
  liability_cents: string;
  parts: Array<{ index: number; value: string; leaf_position: number; path: Array<{ side: 'L' | 'R'; digest: string; value: string }> }>;
  root_digest: string;
  total_cents: string;
}

/** A published snapshot (`GET /api/liabilities/{s}`). */
export interface LiabilitiesSnapshotRecord {
  snapshot: number;
  created_at: string;
  root_digest: string;
  total_cents: string;
  leaf_count: number;
  height: number;
}

export type VerifyStep =
  | { kind: 'subNonce'; digest: string }
  | { kind: 'leaf'; part: number; value: string; position: number; digest: string }
  | { kind: 'path'; part: number; steps: number; digest: string; value: string }
  | { kind: 'sum'; value: string }
  | { kind: 'published'; snapshot: number; digest: string; value: string };

export type VerifyFailure =
  /** A field is missing or not in the published format. */
  | 'format'
  /** A value is negative, or a value or sum is 2^63 or more. */
  | 'range'
  /** A sibling's side does not follow from the leaf's position. */
  | 'side'
  /** A path does not lead to the proof's root digest. */
  | 'root'
  /** A path does not sum to the proof's total. */
  | 'total'
  /** The parts do not add up to the liability. */
  | 'parts'
  /** The proof's root or total is not the published snapshot's. */
  | 'published';

export interface VerifyResult {
  ok: boolean;
  steps: VerifyStep[];
  failure?: { reason: VerifyFailure; part?: number; level?: number };
}

const LIMIT = 2n ** 63n;
const HEX32 = /^[0-9a-f]{64}$/;
const CENTS = /^(0|[1-9][0-9]*)$/;

class Refused extends Error {
  constructor(
    readonly reason: VerifyFailure,
    readonly part?: number,
    readonly level?: number,
  ) {
    super(reason);
  }
}

const hexToBytes = (hex: string): Uint8Array => {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};
const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const u64 = (value: bigint): Uint8Array => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value);
  return bytes;
};
const u32 = (value: number): Uint8Array => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};
const sha256 = async (...parts: Uint8Array[]) => new Uint8Array(await crypto.subtle.digest('SHA-256', concat(...parts)));
const hmac = async (key: Uint8Array, message: Uint8Array) => {
  const imported = await crypto.subtle.importKey('raw', concat(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, concat(message)));
};

function cents(text: unknown, part?: number, level?: number): bigint {
  if (typeof text !== 'string') throw new Refused('format', part, level);
  if (/^-/.test(text)) throw new Refused('range', part, level);
  if (!CENTS.test(text)) throw new Refused('format', part, level);
  const value = BigInt(text);
  if (value >= LIMIT) throw new Refused('range', part, level);
  return value;
}

function digest(text: unknown, part?: number, level?: number): Uint8Array {
  if (typeof text !== 'string' || !HEX32.test(text)) throw new Refused('format', part, level);
  return hexToBytes(text);
}

/**
 * Checks `proof` step by step: the sub-nonce, each part's leaf and its path up to the root (sides,
 * value ranges, sums), that the parts add up to the liability, and that the root and total are the
 * ones `published` (downloaded beside it) shows to everyone.
 */
export async function verifyLiabilitiesProof(proof: LiabilitiesProof, published: LiabilitiesSnapshotRecord): Promise<VerifyResult> {
  const steps: VerifyStep[] = [];
  try {
    if (!proof || !Number.isSafeInteger(proof.snapshot) || proof.snapshot < 1 || typeof proof.account !== 'string' || !proof.account)
      throw new Refused('format');
    const nonce = digest(proof.nonce);
    const liability = cents(proof.liability_cents);
    const root = proof.root_digest;
    digest(root);
    const total = cents(proof.total_cents);
    if (!Array.isArray(proof.parts) || proof.parts.length < 1 || proof.parts.length > 4) throw new Refused('format');

    const subNonce = await sha256(nonce, u64(BigInt(proof.snapshot)), new TextEncoder().encode(proof.account));
    steps.push({ kind: 'subNonce', digest: bytesToHex(subNonce) });

    let sum = 0n;
    for (const [i, part] of proof.parts.entries()) {
      if (part?.index !== i || !Number.isSafeInteger(part.leaf_position) || part.leaf_position < 0 || !Array.isArray(part.path)) throw new Refused('format', i);
      const value = cents(part.value, i);
      sum += value;
      let node = { digest: await hmac(subNonce, concat(u64(value), u32(i))), value };
      steps.push({ kind: 'leaf', part: i, value: value.toString(), position: part.leaf_position, digest: bytesToHex(node.digest) });
      let at = part.leaf_position;
      for (const [level, step] of part.path.entries()) {
        if (step?.side !== (at % 2 ? 'L' : 'R')) throw new Refused('side', i, level);
        const sibling = { digest: digest(step.digest, i, level), value: cents(step.value, i, level) };
        const [left, right] = step.side === 'L' ? [sibling, node] : [node, sibling];
        const parentValue = left.value + right.value;
        if (parentValue >= LIMIT) throw new Refused('range', i, level);
        node = { digest: await sha256(left.digest, u64(left.value), right.digest, u64(right.value)), value: parentValue };
        at = Math.floor(at / 2);
      }
      if (at !== 0) throw new Refused('format', i);
      if (bytesToHex(node.digest) !== root) throw new Refused('root', i);
      if (node.value !== total) throw new Refused('total', i);
      steps.push({ kind: 'path', part: i, steps: part.path.length, digest: root, value: total.toString() });
    }
    if (sum !== liability) throw new Refused('parts');
    steps.push({ kind: 'sum', value: liability.toString() });
    if (published.snapshot !== proof.snapshot || published.root_digest !== root || published.total_cents !== proof.total_cents) throw new Refused('published');
    steps.push({ kind: 'published', snapshot: published.snapshot, digest: published.root_digest, value: published.total_cents });
    return { ok: true, steps };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { ok: false, steps, failure: { reason: error.reason, part: error.part, level: error.level } };
  }
}
