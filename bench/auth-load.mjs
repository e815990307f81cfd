#!/usr/bin/env node
// Load benchmark of the signed-in session check. Starts the production build on its own embedded
// Postgres, signs a user in, then measures with autocannon, one endpoint after the other:
//   GET /api/health/live (bare: no session, no database), GET /api/check-auth (signed in),
//   POST /graphql { me } (signed in), GET /api/health (database ping).
// Usage: npm run build && node bench/auth-load.mjs [--connections 50] [--duration 10]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const connections = arg('connections', 50);
const duration = arg('duration', 10);

if (!existsSync(join(root, 'server/dist/main.js'))) {
  console.error('server/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'invest-bench-'));
const port = 43000 + Math.floor(Math.random() * 1000);
const base = `http://localhost:${port}`;
// BENCH_PROFILE_DIR=/tmp/prof writes a CPU profile of the server.
const profile = process.env.BENCH_PROFILE_DIR ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
const server = spawn(process.execPath, [...profile, 'server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(port + 1000),
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghijklmn',
    DEMO_SEED: 'true',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function stop() {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function signIn() {
  const first = await fetch(`${base}/api/middleware/csrf-token`);
  const cookie = first.headers.getSetCookie()[0].split(';')[0];
  const { token } = await first.json();
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
    body: JSON.stringify({ email: 'investor@demo.local', password: 'demo-investor-2026' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie()[0].split(';')[0];
}

function run(title, opts) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ connections, duration, ...opts }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx || result.errors) return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolvePromise({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total });
    });
  });
}

try {
  await waitUp();
  const cookie = await signIn();
  const only = process.env.BENCH_ONLY;
  const allTargets = [
    ['GET /api/health/live (bare)', { url: `${base}/api/health/live` }],
    ['GET /api/check-auth (signed in)', { url: `${base}/api/check-auth`, headers: { cookie } }],
    ['POST /graphql { me } (signed in)', { url: `${base}/graphql`, method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { id email balance regId } }' }) }],
    ['GET /api/health (database ping)', { url: `${base}/api/health` }],
  ];
  const targets = only ? allTargets.filter(([title]) => title.includes(only)) : allTargets;
  // A short warm-up so the JIT and the pools are ready before measuring.
  for (const [, opts] of targets) await run('warm-up', { ...opts, duration: 2 });
  const results = [];
  for (const [title, opts] of targets) results.push(await run(title, opts));
  const baseline = results[0].rps;
  console.log(`\n${connections} connections, ${duration} s each, NODE_ENV=production, ${new Date().toISOString()}`);
  console.log('endpoint'.padEnd(36), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(9));
  for (const r of results) {
    console.log(r.title.padEnd(36), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), `${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(9));
  }
} finally {
  await stop();
}
