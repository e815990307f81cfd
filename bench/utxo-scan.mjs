#!/usr/bin/env node
// The UTXO (Bitcoin / Litecoin) watcher's scanner (production build) against a real litecoind in
// regtest (Debian's `litecoind`) and the app's migrated Postgres:
// - catch-up: the app stopped while --blocks blocks (default 1,000) were mined with --payments
//   payments (default 100) to --addresses open addresses (default 1,000, one deposit wallet's
//   receive branch): wall time of the one listsinceblock step that catches up, payments stored;
//   then the same after the node lost the watch-only wallet (created, imported and rescanned from
//   its birth height);
// - detection latency: a transaction sent → its payment stored (mempool), and a block mined → the
//   payment's block stored, --samples times, by a step called at once and by a loop polling every second.
// Usage: npm run build -w server && node bench/utxo-scan.mjs [--blocks 1000] [--addresses 1000] [--payments 100] [--samples 10]
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { arg, root, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const serverRequire = createRequire(join(root, 'server/package.json'));
serverRequire('ts-node').register({ transpileOnly: true, project: join(root, 'server/tsconfig.json') });
const { startLitecoind, litecoindAvailable } = require('../server/test/helpers/litecoind.ts');
const { UtxoScanner, nodeWalletName } = require('../server/dist/modules/chains/utxo-scanner.js');
const { UtxoRpc } = require('../server/dist/modules/chains/utxo-rpc.js');
const { addressAt, parseAccountKey, receiveChain, receiveDescriptor } = require('../server/dist/modules/deposits/addresses/address-derivation.js');
const { HDKey } = serverRequire('@scure/bip32');
const { DataSource } = serverRequire('typeorm');

const blocks = arg('blocks', 1000);
const addressCount = arg('addresses', 1000);
const paymentCount = arg('payments', 100);
const samples = arg('samples', 10);
const seconds = (t0) => ((performance.now() - t0) / 1000).toFixed(2);
const ms = (t0) => Math.round(performance.now() - t0);

if (!litecoindAvailable()) {
  console.error('litecoind is not installed (apt-get install -y litecoind)');
  process.exit(1);
}
const node = await startLitecoind();
const { databaseUrl, stop } = await startServer({ DEMO_SEED: 'false', ACCRUAL_CRON: 'off', RATE_PROVIDER: 'off' });
const db = new DataSource({ type: 'postgres', url: databaseUrl });

try {
  await db.initialize();
  const vpub = HDKey.fromMasterSeed(randomBytes(32), { private: 0x045f18bc, public: 0x045f1cf6 }).derive("m/84'/1'/0'").publicExtendedKey;
  const receive = receiveChain(parseAccountKey('litecoin', vpub, 'regtest'));
  const addresses = Array.from({ length: addressCount }, (_, i) => addressAt('litecoin', receive, i, 'regtest'));
  const descriptor = receiveDescriptor('litecoin', vpub, 'regtest');
  const source = {
    openAddresses: async () => addresses.map((address) => ({ address, asset: 'LTC' })),
    receiveDescriptors: async () => [{ descriptor, ranged: true, nextIndex: addressCount }],
  };
  const scanner = new UtxoScanner(db, new UtxoRpc(node.url), source, { network: 'litecoin', mode: 'regtest', confirmations: 6 });
  let t0 = performance.now();
  await scanner.step();
  console.log(
    `node ${process.version}; ${(await node.rpc.call('getnetworkinfo')).subversion} regtest; first step (watch-only wallet created, ${addressCount + 99} addresses imported): ${seconds(t0)} s`,
  );

  // the app is stopped: blocks with payments spread over them
  t0 = performance.now();
  const every = Math.max(1, Math.floor(blocks / Math.max(1, paymentCount)));
  let made = 0;
  for (let mined = 0; mined < blocks;) {
    if (made < paymentCount) {
      await node.send(addresses[(made * 7) % addresses.length], `0.0${1 + (made % 9)}`);
      made++;
    }
    const n = Math.min(every, blocks - mined);
    await node.mine(n);
    mined += n;
  }
  console.log(`${blocks} blocks with ${made} payments to open addresses made in ${seconds(t0)} s`);
  const count = async () => (await db.query(`SELECT count(*)::int AS n FROM chain_payments WHERE network = 'litecoin'`))[0].n;

  t0 = performance.now();
  let step = await scanner.step();
  console.log(`catch-up of ${blocks} blocks, ${addressCount} open addresses: ${seconds(t0)} s, ${await count()} payments stored, cursor at ${step.scannedTo}`);

  // the node lost the wallet: recreated, imported, rescanned from its birth height
  const name = nodeWalletName(descriptor);
  await node.rpc.call('unloadwallet', [name]);
  rmSync(join(node.dataDir, 'regtest', 'wallets', name), { recursive: true, force: true });
  await db.query(`DELETE FROM chain_payments WHERE network = 'litecoin'`);
  t0 = performance.now();
  step = await scanner.step();
  console.log(`wallet lost by the node: recreated and rescanned over ${blocks + 1} blocks in ${seconds(t0)} s, ${await count()} payments stored again`);

  // detection latency
  const stored = async (txid, inBlock) =>
    (await db.query(`SELECT 1 FROM chain_payments WHERE tx_hash = $1 AND ${inBlock ? 'block_number IS NOT NULL' : 'block_number IS NULL'}`, [txid])).length > 0;
  const seen = { mempoolAtOnce: [], blockAtOnce: [], mempoolLoop: [], blockLoop: [] };
  for (let i = 0; i < samples; i++) {
    const txid = await node.send(addresses[i], '0.001');
    let t = performance.now();
    await scanner.step();
    if (!(await stored(txid, false))) throw new Error('not seen in the mempool');
    seen.mempoolAtOnce.push(ms(t));
    await node.mine(1);
    t = performance.now();
    await scanner.step();
    if (!(await stored(txid, true))) throw new Error('not seen in its block');
    seen.blockAtOnce.push(ms(t));
  }
  // a loop polling every second, as CHAIN_POLL_SECONDS=1
  let running = true;
  const loop = (async () => {
    while (running) {
      await scanner.step();
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const txid = await node.send(addresses[i + samples], '0.001');
    while (!(await stored(txid, false))) await new Promise((r) => setTimeout(r, 20));
    seen.mempoolLoop.push(ms(t));
    const tb = performance.now();
    await node.mine(1);
    while (!(await stored(txid, true))) await new Promise((r) => setTimeout(r, 20));
    seen.blockLoop.push(ms(tb));
  }
  running = false;
  await loop;
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted[sorted.length - 1]} ms`;
  };
  console.log(`detection, step called at once: sent → stored (mempool) ${summary(seen.mempoolAtOnce)}; mined → block stored ${summary(seen.blockAtOnce)}`);
  console.log(`detection, loop polling every 1 s: sent → stored (mempool) ${summary(seen.mempoolLoop)}; mined → block stored ${summary(seen.blockLoop)}`);
} finally {
  await db.destroy().catch(() => undefined);
  await stop();
  await node.stop();
}
