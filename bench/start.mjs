#!/usr/bin/env node
// How long a start takes until GET /api/health answers, on a DATA_DIR of its own:
//   1. the server alone (node server/dist/main.js) on a new database (initdb, every migration, seed);
//   2. the server alone again on that existing database (the issue's "boots in under 5 s");
//   3. `npm start` on the built tree and that database (the build check included: "within 20 s").
// Each start's output lines are printed with the time they came since the spawn (where the time
// goes). Usage: npm run build && node bench/start.mjs [--runs 3] (the boot and npm start figures
// are the median of the runs). In a fresh clone after `npm install`, `node bench/start.mjs --first`
// makes step 1 the first `npm start` (which builds), the issue's "within 120 s".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { arg, root } from './server.mjs';

const runs = arg('runs', 3);
const first = process.argv.includes('--first');
// --server-only: no `npm start` (in a shared tree whose sources change, it would rebuild).
const serverOnly = process.argv.includes('--server-only');
const dataDir = mkdtempSync(join(tmpdir(), 'invest-start-'));
const port = 45000 + Math.floor(Math.random() * 2000);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(port + 2000),
  SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghijklmn',
  TWO_FACTOR_KEY: 'be'.repeat(32),
  SUPPORT_EMAIL: 'support@bench.example.com',
  DATABASE_URL: '',
  // No exchange is asked for rates (production's default is Kraken).
  RATE_PROVIDER: 'off',
};

/** Spawns the command, prints its lines with their times, resolves with the seconds until health answered, then stops it. */
async function timedStart(label, command, args, quiet = false) {
  const t0 = performance.now();
  const at = () => ((performance.now() - t0) / 1000).toFixed(2).padStart(6);
  // Its own process group, so the stop reaches node under `npm start` too.
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = (stream) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      if (!quiet) for (const line of parts) if (line.trim()) console.log(`  ${at()} s  ${line.slice(0, 160)}`);
    });
  };
  lines(child.stdout);
  lines(child.stderr);
  const exited = new Promise((r) => child.once('exit', r));
  let secs;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) {
        secs = (performance.now() - t0) / 1000;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  await exited;
  if (secs === undefined) throw new Error(`${label}: no answer from /api/health`);
  console.log(`${label}: health answered after ${secs.toFixed(2)} s (load ${loadavg()[0].toFixed(2)})\n`);
  return secs;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const fresh = first
    ? await timedStart('first npm start (build, new database)', 'npm', ['start'])
    : await timedStart('server on a new database', process.execPath, ['server/dist/main.js']);
  const boots = [];
  for (let i = 0; i < runs; i++) boots.push(await timedStart(`server on the existing database (${i + 1})`, process.execPath, ['server/dist/main.js'], i > 0));
  const npmStarts = [];
  for (let i = 0; i < (serverOnly ? 0 : runs); i++) npmStarts.push(await timedStart(`npm start on the built tree (${i + 1})`, 'npm', ['start'], i > 0));
  const boot = median(boots);
  const npmStart = serverOnly ? NaN : median(npmStarts);
  console.log(
    `${first ? 'first npm start' : 'new database'} ${fresh.toFixed(2)} s; existing database: ${boots.map((s) => s.toFixed(2)).join(', ')} s; npm start: ${npmStarts.map((s) => s.toFixed(2)).join(', ')} s`,
  );
  console.log(
    `goal: ${first ? `first npm start ${fresh.toFixed(2)} s / 120 s = ${(fresh / 120).toFixed(2)}, ` : ''}boot ${boot.toFixed(2)} s / 5 s = ${(boot / 5).toFixed(2)}, second npm start ${npmStart.toFixed(2)} s / 20 s = ${(npmStart / 20).toFixed(2)} (each must be < 1)`,
  );
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
