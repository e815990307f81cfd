#!/usr/bin/env node
// Load benchmark of the signed-in session check. Starts the production build on its own embedded
// Postgres, signs a user in, then measures with autocannon, one endpoint after the other:
//   GET /api/health/live (bare: no session, no database), GET /api/check-auth (signed in),
//   POST /graphql { me } (signed in), GET /api/health (database ping).
// Usage: npm run build && node bench/auth-load.mjs [--connections 50] [--duration 10]
import autocannon from 'autocannon';
import { arg, startServer } from './server.mjs';

const connections = arg('connections', 50);
const duration = arg('duration', 10);
const { base, stop } = await startServer({ DEMO_SEED: 'true' });

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
  const cookie = await signIn();
  const only = process.env.BENCH_ONLY;
  const allTargets = [
    ['GET /api/health/live (bare)', { url: `${base}/api/health/live` }],
    ['GET /api/check-auth (signed in)', { url: `${base}/api/check-auth`, headers: { cookie } }],
    [
      'POST /graphql { me } (signed in)',
      {
        url: `${base}/graphql`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id email balance regId } }' }),
      },
    ],
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
    console.log(
      r.title.padEnd(36),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      `${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(9),
    );
  }
  // The figure, last: signed-in check-auth against the bare endpoint (aim: >= 50%, p99 < 50 ms).
  const bare = results.find((r) => r.title.includes('bare'));
  const signedIn = results.find((r) => r.title.includes('check-auth'));
  if (bare && signedIn) console.log(`ratio: check-auth ${((signedIn.rps / bare.rps) * 100).toFixed(1)}% of the bare endpoint, p99 ${signedIn.p99} ms`);
} finally {
  await stop();
}
