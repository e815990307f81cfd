#!/usr/bin/env node
// Does forgot-password answer in the same time whether or not the address has an account?
// Starts the production build on its own embedded Postgres, registers PAIRS investors, then sends
// PAIRS pairs of requests (one for a registered address, one for an unknown one, in alternating
// order), through GraphQL (requestPasswordReset, what the client uses) and REST
// (POST /api/account/forgot_password), and prints the median time of each and their difference.
// Each request comes "from" its own loopback address (X-Forwarded-For, TRUST_PROXY on) so the
// per-IP limits do not answer instead.
// Usage: npm run build -w server && node bench/forgot-password-timing.mjs [--pairs 20]
import { performance } from 'node:perf_hooks';
import { arg, startServer } from './server.mjs';

const pairs = arg('pairs', 20);
const { base, stop } = await startServer({ TRUST_PROXY: 'true', REGISTER_LIMIT_PER_HOUR: '1000000', SMTP_URL: '' });

let ip = 0;
/** A fresh loopback address per request (127.0.x.y). */
const nextIp = () => `127.0.${Math.floor(++ip / 250) + 1}.${(ip % 250) + 1}`;

async function session() {
  const res = await fetch(`${base}/api/middleware/csrf-token`);
  return { cookie: res.headers.getSetCookie()[0].split(';')[0], csrf: (await res.json()).token };
}

async function post(path, body, { cookie, csrf }) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf, 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok || text.includes('"errors"')) throw new Error(`${path}: ${res.status} ${text}`);
  return { ms, text };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const ways = {
  graphql: (email, s) => post('/graphql', { query: 'mutation($email: String!) { requestPasswordReset(email: $email) { message } }', variables: { email } }, s),
  rest: (email, s) => post('/api/account/forgot_password', { email }, s),
};

try {
  const s = await session();
  const run = Date.now().toString(36);
  const known = [];
  for (let i = 0; i < pairs * 2; i++) {
    const email = `timing.${run}.${i}@example.com`;
    await post('/api/account/register', { fullName: 'Timing Probe', username: `timing_${run}_${i}`, email, password: 'correct horse battery' }, s);
    known.push(email);
  }
  // Warm-up (first requests pay for connections and JIT), not counted.
  for (let i = 0; i < 5; i++) await ways.rest(`warmup.${run}.${i}@example.com`, s);

  const rows = [];
  for (const [name, send] of Object.entries(ways)) {
    const times = { existing: [], unknown: [] };
    for (let i = 0; i < pairs; i++) {
      const existing = () => send(known.pop(), s).then((r) => times.existing.push(r.ms));
      const unknown = () => send(`nobody.${run}.${name}.${i}@example.com`, s).then((r) => times.unknown.push(r.ms));
      if (i % 2) {
        await existing();
        await unknown();
      } else {
        await unknown();
        await existing();
      }
    }
    const a = median(times.existing);
    const b = median(times.unknown);
    rows.push({ way: name, pairs, 'existing median ms': a.toFixed(2), 'unknown median ms': b.toFixed(2), 'difference ms': (a - b).toFixed(2) });
  }
  console.table(rows);
} finally {
  await stop();
}
