#!/usr/bin/env node
// Checks a proof of liabilities (issue 30) with nothing but Node's own crypto: that your balance is
// a leaf sum of the published Merkle sum tree. Usage:
//   node scripts/verify-liabilities.mjs proof.json [tree.json]
// proof.json: GET /api/liabilities/latest/proof (signed in); tree.json: GET /api/liabilities/{s}/tree.
// With the tree, every node of every level is recomputed and its root compared too.
// Exit code 0 when everything holds, 1 when a check fails, 2 on bad usage or unreadable files.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIMIT = 2n ** 63n;
const HEX32 = /^[0-9a-f]{64}$/;
const CENTS = /^(0|[1-9][0-9]*)$/;

class Failure extends Error {}

const fail = (message) => {
  throw new Failure(message);
};

/** A value as published: a decimal string of cents, 0 ≤ value < 2^63. */
function cents(text, what) {
  if (typeof text !== 'string' || !CENTS.test(text)) fail(`${what} is not a decimal string of non-negative cents: ${JSON.stringify(text)}`);
  const value = BigInt(text);
  if (value >= LIMIT) fail(`${what} is 2^63 or more: ${text}`);
  return value;
}

function digest(text, what) {
  if (typeof text !== 'string' || !HEX32.test(text)) fail(`${what} is not 32 bytes of lowercase hex: ${JSON.stringify(text)}`);
  return Buffer.from(text, 'hex');
}

const u64 = (value) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
};
const u32 = (value) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest();

function parent(left, right) {
  const value = left.value + right.value;
  if (value >= LIMIT) fail('a sum reaches 2^63');
  return { digest: sha256(left.digest, u64(left.value), right.digest, u64(right.value)), value };
}

/** Checks the proof; answers the steps it took (for the log) and the leaves it recomputed. */
export function verifyProof(proof) {
  const log = [];
  if (!proof || typeof proof !== 'object') fail('the proof is not a JSON object');
  const snapshot = proof.snapshot;
  if (!Number.isSafeInteger(snapshot) || snapshot < 1) fail(`snapshot is not a positive integer: ${JSON.stringify(snapshot)}`);
  if (typeof proof.account !== 'string' || !proof.account) fail('account is missing');
  const nonce = digest(proof.nonce, 'nonce');
  const liability = cents(proof.liability_cents, 'liability_cents');
  const root = digest(proof.root_digest, 'root_digest');
  const total = cents(proof.total_cents, 'total_cents');
  if (!Array.isArray(proof.parts) || proof.parts.length < 1 || proof.parts.length > 4) fail('parts must hold 1 to 4 parts');

  const subNonce = sha256(nonce, u64(BigInt(snapshot)), Buffer.from(proof.account, 'utf8'));
  log.push(`sub_nonce = SHA-256(nonce ‖ uint64be(${snapshot}) ‖ "${proof.account}") = ${subNonce.toString('hex')}`);

  let sum = 0n;
  const leaves = [];
  proof.parts.forEach((part, i) => {
    if (part?.index !== i) fail(`part ${i} has index ${JSON.stringify(part?.index)}: parts are listed in order 0, 1, ...`);
    const value = cents(part.value, `part ${i} value`);
    sum += value;
    const position = part.leaf_position;
    if (!Number.isSafeInteger(position) || position < 0) fail(`part ${i} leaf_position is not a non-negative integer`);
    if (!Array.isArray(part.path)) fail(`part ${i} has no path`);
    let node = { digest: createHmac('sha256', subNonce).update(u64(value)).update(u32(i)).digest(), value };
    leaves.push({ position, node });
    log.push(`part ${i}: leaf = HMAC-SHA256(sub_nonce, uint64be(${value}) ‖ uint32be(${i})) = ${node.digest.toString('hex')} at position ${position}`);
    let at = position;
    part.path.forEach((step, level) => {
      if (step?.side !== 'L' && step?.side !== 'R') fail(`part ${i} level ${level}: side must be "L" or "R"`);
      // The side follows from the position: an even index has its sibling on the right.
      const expected = at % 2 ? 'L' : 'R';
      if (step.side !== expected) fail(`part ${i} level ${level}: the sibling of position ${at} stands ${expected}, the proof says ${step.side}`);
      const sibling = { digest: digest(step.digest, `part ${i} level ${level} digest`), value: cents(step.value, `part ${i} level ${level} value`) };
      node = step.side === 'L' ? parent(sibling, node) : parent(node, sibling);
      at = Math.floor(at / 2);
    });
    if (at !== 0) fail(`part ${i}: the path is too short for leaf position ${position}`);
    if (!node.digest.equals(root)) fail(`part ${i}: the path leads to ${node.digest.toString('hex')}, not the root ${proof.root_digest}`);
    if (node.value !== total) fail(`part ${i}: the path sums to ${node.value}, not the total ${total}`);
    log.push(`part ${i}: ${part.path.length} steps up reach the root ${proof.root_digest} with the total ${total} cents`);
  });
  if (sum !== liability) fail(`the parts sum to ${sum} cents, not the liability ${liability}`);
  if (new Set(leaves.map((leaf) => leaf.position)).size !== leaves.length) fail('two parts claim the same leaf position');
  log.push(`the parts sum to the liability: ${liability} cents`);
  return { log, leaves, root, total };
}

/** Recomputes every level of the downloaded tree and checks it against the proof. */
export function verifyTree(tree, proof, checked) {
  const log = [];
  if (!tree || !Array.isArray(tree.levels) || !tree.levels.length) fail('tree.json has no levels');
  const parse = (node, level, index) => ({
    digest: digest(node?.digest, `tree level ${level} node ${index} digest`),
    value: cents(node?.value, `tree level ${level} node ${index} value`),
  });
  let below = tree.levels[0].map((node, index) => parse(node, 0, index));
  for (const { position, node } of checked.leaves) {
    const leaf = below[position];
    if (!leaf || !leaf.digest.equals(node.digest) || leaf.value !== node.value) fail(`your leaf at position ${position} is not in the tree's leaves`);
  }
  const snapshot = BigInt(proof.snapshot);
  for (let level = 1; level < tree.levels.length; level += 1) {
    if (below.length % 2) fail(`tree level ${level - 1} has an odd count (${below.length}): it should have been padded`);
    const stored = tree.levels[level];
    const parents = below.length / 2;
    // A level with an odd count (other than the root's) ends with its padding node.
    const padded = parents > 1 && parents % 2 === 1;
    if (!Array.isArray(stored) || stored.length !== parents + (padded ? 1 : 0)) fail(`tree level ${level} should hold ${parents + (padded ? 1 : 0)} nodes`);
    below = stored.map((node, j) => {
      const given = parse(node, level, j);
      const built =
        j < parents ? parent(below[2 * j], below[2 * j + 1]) : { digest: sha256(Buffer.from('pad', 'utf8'), u64(snapshot), u32(level), u32(j)), value: 0n };
      if (!built.digest.equals(given.digest) || built.value !== given.value)
        fail(j < parents ? `tree level ${level} node ${j} is not the parent of its two children` : `tree level ${level} does not end with its padding node`);
      return given;
    });
  }
  if (below.length !== 1) fail('the top level of tree.json is not one root');
  if (!below[0].digest.equals(checked.root) || below[0].value !== checked.total) fail("the tree's root or total differs from the proof's");
  log.push(`tree.json: ${tree.levels[0].length} leaves, ${tree.levels.length} levels recomputed; root and total match`);
  if (proof.snapshot && Array.isArray(proof.parts)) log.push(`snapshot ${proof.snapshot}: your ${proof.parts.length} leaf part(s) are in it`);
  return { log };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`cannot read ${file}: ${error.message}`);
    process.exit(2);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [proofFile, treeFile] = process.argv.slice(2);
  if (!proofFile) {
    console.error('usage: node scripts/verify-liabilities.mjs proof.json [tree.json]');
    process.exit(2);
  }
  const proof = readJson(proofFile);
  try {
    const checked = verifyProof(proof);
    for (const line of checked.log) console.log(line);
    if (treeFile) for (const line of verifyTree(readJson(treeFile), proof, checked).log) console.log(line);
    console.log(
      `OK: ${proof.liability_cents} cents of account ${proof.account} are counted in snapshot ${proof.snapshot} (root ${proof.root_digest}, total ${proof.total_cents} cents)`,
    );
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    console.error(`FAILED: ${error.message}`);
    process.exit(1);
  }
}
