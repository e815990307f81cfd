// Shared by the benchmarks: starts the production build (node server/dist/main.js) on its own
// embedded Postgres and data folder, waits for health, and stops it cleanly.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '..');

/** `--name value` from the command line, as text (undefined when absent). */
export function textArg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** `ref` built in a temporary git worktree under /tmp sharing this checkout's node_modules; its root and a cleanup. */
function worktreeBuild(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const tree = mkdtempSync(join(tmpdir(), `bench-${sha}-`));
  execFileSync('git', ['worktree', 'add', '--detach', tree, sha], { cwd: root, stdio: 'ignore' });
  const cleanup = () => {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
    rmSync(tree, { recursive: true, force: true });
  };
  try {
    for (const dir of ['', 'server']) symlinkSync(join(root, dir, 'node_modules'), join(tree, dir, 'node_modules'), 'dir');
    console.error(`building ${ref} (${sha}) in ${tree} ...`);
    execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    cleanup();
    throw error;
  }
  return { sha, root: tree, cleanup };
}

/**
 * The builds a benchmark compares: this checkout's (`new`; `--new <git-ref>`: that ref instead,
 * e.g. HEAD without the working tree's uncommitted changes), and with `--baseline <git-ref>` also
 * that ref's (`old`). A ref is built in a temporary git worktree under /tmp that shares this
 * checkout's node_modules (removed again by the returned cleanup). Run each build's measurements
 * alternately (old, new, old, new...), so a machine shared with other work disturbs both alike.
 */
export function buildsToCompare() {
  const trees = [];
  const cleanup = () => trees.forEach((tree) => tree.cleanup());
  try {
    const builds = [];
    const baseline = textArg('baseline');
    if (baseline) {
      trees.push(worktreeBuild(baseline));
      builds.push({ name: `old ${trees.at(-1).sha}`, root: trees.at(-1).root });
    }
    const candidate = textArg('new');
    if (candidate) {
      trees.push(worktreeBuild(candidate));
      builds.push({ name: `new ${trees.at(-1).sha}`, root: trees.at(-1).root });
    } else builds.push({ name: 'new', root });
    return { builds, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

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
async function appDatabaseUrl(pgPort, at, dataDir) {
  const { embeddedUrl, usableSocketDir, clusterPassword } = createRequire(import.meta.url)(join(at, 'server/dist/database/embedded-postgres.js'));
  // Each cluster has its own superuser password in DATA_DIR/pg (a baseline built before that has the fixed word).
  const password = clusterPassword ? clusterPassword(join(dataDir, 'pg')) : 'password';
  const admin = new pg.Client({ host: 'localhost', port: pgPort, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const socketDir = await usableSocketDir(admin, pgPort);
    return clusterPassword ? embeddedUrl(pgPort, 'app', password, socketDir) : embeddedUrl(pgPort, 'app', socketDir);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the server built in `at` (this checkout, or a baseline's worktree) with NODE_ENV=production plus `env`. BENCH_PROFILE_DIR=/tmp/prof writes a CPU
 * profile of it. Returns its base URL, its database URL, stop() and the server's pid.
 */
export async function startServer(env = {}, at = root) {
  if (!existsSync(join(at, 'server/dist/main.js'))) {
    console.error('server/dist/main.js is missing: run `npm run build -w server` first.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'invest-bench-'));
  const port = 43000 + Math.floor(Math.random() * 2000);
  const pgPort = port + 2000;
  const base = `http://localhost:${port}`;
  const profile = process.env.BENCH_PROFILE_DIR ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const server = spawn(process.execPath, [...profile, 'server/dist/main.js'], {
    cwd: at,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghijklmn',
      TWO_FACTOR_KEY: 'be'.repeat(32),
      SUPPORT_EMAIL: 'support@bench.example.com',
      DATABASE_URL: '',
      // No exchange is asked for rates (production's default is Kraken).
      RATE_PROVIDER: 'off',
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
      if ((await fetch(`${base}/api/health`)).ok) return { base, databaseUrl: await appDatabaseUrl(pgPort, at, dataDir), stop, pid: server.pid };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not start');
}
