/**
 * The app's own start/stop path against its embedded Postgres (src/main.ts,
 * src/database/embedded-postgres.ts): real processes, no DATABASE_URL. Each server runs
 * src/main.ts through ts-node with swc (no build needed) on its own DATA_DIR and ports; afterAll kills
 * whatever is left.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { createServer } from 'node:net';
import { clusterDirFor, describeFailure, livePostmaster, packagedBinaries, postgresBinDir, startCluster } from '../src/database/embedded-postgres';

const serverDir = resolve(__dirname, '..');
const isRoot = process.getuid?.() === 0;
const started: ChildProcess[] = [];
const toRemove: string[] = [];

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startApp(dataDir: string, port: number, pgPort: number): Running {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      TS_NODE_SWC: 'true',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'info',
      DEMO_SEED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

// Generous: a loaded 2-core machine spent 36 s of a 51 s first start in node's imports (ts-node).
async function waitHealthy(port: number, app: Running, ms = 90_000): Promise<number> {
  const t0 = Date.now();
  let exited = false;
  void app.exited.then(() => (exited = true));
  while (Date.now() - t0 < ms) {
    if (await healthy(port)) return Date.now() - t0;
    if (exited) throw new Error(`the app exited before it was healthy:\n${app.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy after ${ms} ms:\n${app.output()}`);
}

function within<T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), ms)));
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** A private folder (0700, as `mktemp -d` makes) that only root can enter. */
function privateDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o700);
  toRemove.push(dir);
  return dir;
}

const problems = (log: string) => log.split('\n').filter((l) => /"level":(40|50|60)|\b(WARN|ERROR|FATAL)\b|Failed to start/.test(l));

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of toRemove) {
    const pgDir = existsSync(join(dir, 'data')) ? clusterDirFor(join(dir, 'data')) : undefined;
    const pid = pgDir && livePostmaster(pgDir);
    if (pid) {
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && livePostmaster(pgDir!); i++) await new Promise((r) => setTimeout(r, 100));
    }
    if (pgDir && pgDir !== join(dir, 'data', 'pg')) rmSync(pgDir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('start and stop of the app with its embedded Postgres', () => {
  const port = 38000 + Math.floor(Math.random() * 1000);
  const pgPort = 56000 + Math.floor(Math.random() * 1000);
  let dataDir: string;

  it('a kill -9 of the app leaves its Postgres running, and the next start stops that one and comes up', async () => {
    // As root this DATA_DIR sits in a folder the postgres user cannot enter.
    dataDir = join(privateDir('invest-lifecycle-'), 'data');
    const first = startApp(dataDir, port, pgPort);
    const firstStart = await waitHealthy(port, first);
    first.child.kill('SIGKILL');
    await first.exited;
    const leftover = livePostmaster(clusterDirFor(dataDir));
    expect(leftover).toBeDefined();

    const t0 = Date.now();
    const second = startApp(dataDir, port, pgPort);
    const restart = await waitHealthy(port, second);
    expect(livePostmaster(clusterDirFor(dataDir))).not.toBe(leftover);
    console.log(`lifecycle: first start healthy in ${firstStart} ms; start after kill -9 healthy in ${restart} ms (${Date.now() - t0} ms)`);

    // A second start on the same DATA_DIR is refused in one line and leaves the running one alone
    // (the refusal comes after node's imports: up to 36 s of a start on a loaded 2-core machine).
    const intruder = startApp(dataDir, port + 1, pgPort + 1);
    const code = await within(intruder.exited, 90_000);
    expect(code).toBe(1);
    const lines = intruder.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Failed to start: the app is already running on DATA_DIR .* \(pid \d+\)/);
    // ... and on the same port with another DATA_DIR
    const other = startApp(join(privateDir('invest-lifecycle-'), 'data'), port, pgPort + 2);
    expect(await within(other.exited, 90_000)).toBe(1);
    expect(other.output().trim()).toMatch(/^Failed to start: port \d+ is already in use/);
    expect(other.output().trim().split('\n')).toHaveLength(1);
    expect(await healthy(port)).toBe(true);

    // SIGTERM: everything stops within 10 s, in order, with nothing logged as WARN or ERROR.
    const pgDir = clusterDirFor(dataDir);
    const pgLogBefore = readFileSync(join(pgDir, 'postgres.log'), 'utf8').length;
    const s0 = Date.now();
    second.child.kill('SIGTERM');
    expect(await within(second.exited, 10_000)).toBe(0);
    console.log(`lifecycle: stopped ${Date.now() - s0} ms after SIGTERM`);
    expect(problems(second.output())).toEqual([]);
    expect(existsSync(join(pgDir, 'postmaster.pid'))).toBe(false);
    expect(livePostmaster(pgDir)).toBeUndefined();
    expect(existsSync(join(dataDir, 'app.pid'))).toBe(false);
    const pgLog = readFileSync(join(pgDir, 'postgres.log'), 'utf8').slice(pgLogBefore);
    expect(pgLog.split('\n').filter((l) => /ERROR|FATAL|WARNING|terminating connection/.test(l))).toEqual([]);
    expect(await healthy(port)).toBe(false);
  }, 420_000);

  it('a start whose Postgres cannot start (its port is taken) says why in one line', async () => {
    const blocker = createServer().listen(pgPort + 4);
    try {
      const app = startApp(join(privateDir('invest-lifecycle-'), 'data'), port + 5, pgPort + 4);
      expect(await within(app.exited, 90_000)).toBe(1);
      const lines = app
        .output()
        .trim()
        .split('\n')
        .filter((l) => !/stopped first/.test(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Failed to start: The embedded Postgres did not start on port \d+: FATAL: .+ \(log: .+postgres\.log\)$/);
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('start failures of any kind read as one line with a cause', () => {
    expect(describeFailure(undefined)).toBe('unknown error (no details were given)');
    expect(describeFailure('pg_ctl: could not start server\nExamine the log output.')).toBe('pg_ctl: could not start server');
    expect(describeFailure(Object.assign(new Error('Command failed: pg_ctl start'), { stderr: 'pg_ctl: could not start server\n' }))).toBe(
      'command failed: pg_ctl start (pg_ctl: could not start server)',
    );
    expect(describeFailure(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });

  (isRoot ? it : it.skip)(
    'as root, runs Postgres from binaries and data in 0700 folders the postgres user cannot enter',
    async () => {
      // The binaries as a private clone has them: inside a 0700 folder.
      const clone = privateDir('invest-private-clone-');
      const { native } = packagedBinaries();
      const privateNative = join(clone, 'native');
      cpSync(native, privateNative, { recursive: true, verbatimSymlinks: true });
      const version = `test-${process.pid}-${Date.now()}`;
      const cache = join(tmpdir(), `invest-pg-bin-${version}`);
      toRemove.push(cache);
      expect(
        spawnSync(join(privateNative, 'bin', 'postgres'), ['--version'], {
          uid: Number(spawnSync('id', ['-u', 'postgres']).stdout),
          gid: Number(spawnSync('id', ['-g', 'postgres']).stdout),
        }).error,
      ).toBeDefined();

      const binDir = postgresBinDir({ native: privateNative, version });
      expect(binDir).toBe(join(cache, 'bin'));
      expect(statSync(cache).mode & 0o777).toBe(0o755);
      expect(postgresBinDir({ native: privateNative, version })).toBe(binDir); // reused

      const pgDir = clusterDirFor(join(clone, 'data'));
      const cluster = await startCluster({ pgDir, port: pgPort + 3, flags: [], binDir });
      try {
        const client = new Client({ host: 'localhost', port: pgPort + 3, user: 'postgres', password: cluster.password, database: 'postgres' });
        await client.connect();
        expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
        await client.end();
      } finally {
        await cluster.stop();
      }
      expect(livePostmaster(pgDir)).toBeUndefined();
    },
    60_000,
  );

  if (!isRoot) console.log('lifecycle: the root-in-a-0700-folder case is skipped: these tests do not run as root');
});
