// Shared by the benchmarks: starts the production build (node server/dist/main.js) on its own
// embedded Postgres and data folder, waits for health, and stops it cleanly.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '..');

/** `--name value` from the command line, as a number. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/**
 * The database URL the app itself uses (server/dist's embeddedUrl): through Postgres' Unix-domain
 * socket when the app goes through it, so a benchmark's direct clients (money-load's UPDATE
 * ceiling) pay what the app pays per statement.
 */
async function appDatabaseUrl(pgPort) {
  const { embeddedUrl, usableSocketDir } = createRequire(import.meta.url)(join(root, 'server/dist/database/embedded-postgres.js'));
  const admin = new pg.Client({ host: 'localhost', port: pgPort, user: 'postgres', password: 'password', database: 'postgres' });
  await admin.connect();
  try {
    return embeddedUrl(pgPort, 'app', await usableSocketDir(admin, pgPort));
  } finally {
    await admin.end();
  }
}

/**
 * Starts the server with NODE_ENV=production plus `env`. BENCH_PROFILE_DIR=/tmp/prof writes a CPU
 * profile of it. Returns its base URL, its database URL, stop() and the server's pid.
 */
export async function startServer(env = {}) {
  if (!existsSync(join(root, 'server/dist/main.js'))) {
    console.error('server/dist/main.js is missing: run `npm run build -w server` first.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'invest-bench-'));
  const port = 43000 + Math.floor(Math.random() * 2000);
  const pgPort = port + 2000;
  const base = `http://localhost:${port}`;
  const profile = process.env.BENCH_PROFILE_DIR ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const server = spawn(process.execPath, [...profile, 'server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghijklmn',
      TWO_FACTOR_KEY: 'be'.repeat(32),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, databaseUrl: await appDatabaseUrl(pgPort), stop, pid: server.pid };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not start');
}
