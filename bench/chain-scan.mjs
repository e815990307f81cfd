#!/usr/bin/env node
// The EVM chain watcher's scanner (production build) against a real local node (anvil from
// @foundry-rs/anvil) and the app's migrated Postgres:
// - a scan of --blocks blocks (default 10,000) with --addresses watched addresses (default 1,000),
//   --payments of them paid (USDT) along the way: wall time and JSON-RPC calls; first with every
//   address watched for USDT (eth_getLogs), then half for ETH (every block fetched whole);
// - detection latency: a payment's block mined → the payment stored, --samples times, by a scan
//   called at once (the scan's own cost), and by a watcher loop polling every second.
// Usage: npm run build -w server && node bench/chain-scan.mjs [--blocks 10000] [--addresses 1000] [--payments 100] [--samples 20]
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { arg, root, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const serverRequire = createRequire(join(root, 'server/package.json'));
// The test token's code is assembled by a test helper (TypeScript): compile it on the fly.
serverRequire('ts-node').register({ transpileOnly: true, project: join(root, 'server/tsconfig.json') });
const { testTokenBytecode, TEST_TOKEN_ABI } = require('../server/test/helpers/test-token.ts');
const { ChainScanner } = require('../server/dist/modules/chains/chain-scanner.js');
const { DataSource } = serverRequire('typeorm');
const viem = serverRequire('viem');
const { mnemonicToAccount, generatePrivateKey, privateKeyToAccount } = serverRequire('viem/accounts');

const blocks = arg('blocks', 10_000);
const addressCount = arg('addresses', 1000);
const paymentCount = arg('payments', 100);
const samples = arg('samples', 20);
const seconds = (t0) => ((performance.now() - t0) / 1000).toFixed(2);

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const anvilPort = await freePort();
const anvilUrl = `http://127.0.0.1:${anvilPort}`;
const anvil = spawn(serverRequire.resolve('@foundry-rs/anvil-linux-amd64/bin/anvil'), ['--port', String(anvilPort), '--no-mining', '--silent'], {
  stdio: 'ignore',
});
const { databaseUrl, stop } = await startServer({ DEMO_SEED: 'false', ACCRUAL_CRON: 'off', RATE_PROVIDER: 'off' });
const db = new DataSource({ type: 'postgres', url: databaseUrl });

try {
  const chain = { id: 31337, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvilUrl] } } };
  const account = mnemonicToAccount('test test test test test test test test test test test junk');
  const wallet = viem.createWalletClient({ account, chain, transport: viem.http(anvilUrl) });
  const plain = viem.createPublicClient({ chain, transport: viem.http(anvilUrl) });
  for (let i = 0; ; i++) {
    try {
      await plain.getChainId();
      break;
    } catch (error) {
      if (i > 200) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await db.initialize();
  let calls = 0;
  const counted = viem.createPublicClient({ chain, transport: viem.http(anvilUrl, { onFetchRequest: () => void calls++ }) });
  const mine = (n = 1) => plain.request({ method: 'anvil_mine', params: [`0x${n.toString(16)}`] });

  const deployHash = await wallet.deployContract({ abi: TEST_TOKEN_ABI, bytecode: testTokenBytecode() });
  await mine();
  const token = (await plain.getTransactionReceipt({ hash: deployHash })).contractAddress;
  const addresses = Array.from({ length: addressCount }, () => privateKeyToAccount(generatePrivateKey()).address);
  const start = (await plain.getBlockNumber()) + 1n;

  // blocks, with payments spread over them (to watched addresses) and as many to others
  const t0 = performance.now();
  const every = Math.max(1, Math.floor(blocks / Math.max(1, paymentCount)));
  let made = 0;
  for (let mined = 0; mined < blocks;) {
    if (made < paymentCount) {
      await wallet.writeContract({
        address: token,
        abi: TEST_TOKEN_ABI,
        functionName: 'transfer',
        args: [addresses[made % addresses.length], 1_000_000n + BigInt(made)],
      });
      await wallet.writeContract({
        address: token,
        abi: TEST_TOKEN_ABI,
        functionName: 'transfer',
        args: [privateKeyToAccount(generatePrivateKey()).address, 1n],
      });
      made++;
    }
    const n = Math.min(every, blocks - mined);
    await mine(n);
    mined += n;
  }
  console.log(`node ${process.version}; anvil; ${blocks} blocks with ${made} payments to watched addresses (and ${made} to others) made in ${seconds(t0)} s`);

  const source = (split) => ({
    openAddresses: async () => addresses.map((address, i) => ({ address, asset: split && i % 2 ? 'ETH' : 'USDT' })),
  });
  const reset = () => db.query(`DELETE FROM chain_payments; DELETE FROM chain_blocks; DELETE FROM chain_cursors`);
  for (const split of [false, true]) {
    await reset();
    const scanner = new ChainScanner(db, counted, source(split), { network: 'ethereum', usdtContract: token, confirmations: 12, startBlock: start });
    calls = 0;
    const t1 = performance.now();
    const step = await scanner.scanToHead();
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM chain_payments`);
    const label = split ? `${addressCount / 2} USDT + ${addressCount / 2} ETH addresses` : `${addressCount} USDT addresses`;
    console.log(`scan of ${step.scannedTo - start + 1n} blocks, ${label}: ${seconds(t1)} s, ${calls} JSON-RPC calls, ${count} payments stored`);
  }

  // detection latency
  const watched = addresses[0];
  const once = new ChainScanner(db, plain, source(false), { network: 'ethereum', usdtContract: token, confirmations: 12 });
  await once.scanToHead();
  const stored = async (hash) => (await db.query(`SELECT 1 FROM chain_payments WHERE tx_hash = $1`, [hash])).length > 0;
  const pay = () => wallet.writeContract({ address: token, abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [watched, 1n] });
  const direct = [];
  for (let i = 0; i < samples; i++) {
    const hash = await pay();
    await mine();
    const t2 = performance.now();
    await once.scanToHead();
    if (!(await stored(hash))) throw new Error('payment not stored');
    direct.push(performance.now() - t2);
  }
  const polled = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      await once.scanToHead();
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  for (let i = 0; i < samples; i++) {
    const hash = await pay();
    await new Promise((r) => setTimeout(r, Math.random() * 1000));
    await mine();
    const t3 = performance.now();
    while (!(await stored(hash))) await new Promise((r) => setTimeout(r, 5));
    polled.push(performance.now() - t3);
  }
  running = false;
  await loop;
  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, p95 ${s[Math.min(s.length - 1, Math.floor(s.length * 0.95))].toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
  };
  console.log(`detection, block mined → payment stored, ${samples} samples: scan at once ${stats(direct)}; watcher polling every 1 s ${stats(polled)}`);
} finally {
  if (db.isInitialized) await db.destroy();
  await stop();
  anvil.kill('SIGTERM');
}
