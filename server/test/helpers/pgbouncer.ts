import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's package (`apt-get install -y pgbouncer`, as .ci/run does) puts the binary. */
export const PGBOUNCER_BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) => existsSync(path));

/** A PgBouncer in transaction pooling in front of the test Postgres. */
export interface PgBouncer {
  /** `url` with its host and port replaced by the pooler's. */
  urlFor(url: string): string;
  port: number;
  /** What PgBouncer wrote to stderr so far (its log). */
  log(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts Debian's pgbouncer (1.18: no prepared-statement support) in `pool_mode = transaction` in
 * front of the Postgres of `serverUrl`: any database, the same user and password (SCRAM both ways
 * from the plain password in its auth file). `poolSize` server connections per database and user,
 * fewer than the app's own pool, so client connections really share server connections.
 */
export async function startPgBouncer(serverUrl: string, poolSize = 8): Promise<PgBouncer> {
  if (!PGBOUNCER_BINARY) throw new Error('pgbouncer is not installed (apt-get install -y pgbouncer)');
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const dir = mkdtempSync(join(tmpdir(), 'invest-test-pgbouncer-'));
  const port = await freePort();
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  writeFileSync(join(dir, 'userlist.txt'), `${quote(user)} ${quote(password)}\n`, { mode: 0o600 });
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname === 'localhost' ? '127.0.0.1' : server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      'max_db_connections = 0',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: as the postgres user then (the test Postgres runs as it too).
  let ids: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    ids = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, file), ids.uid, ids.gid);
  }
  let output = '';
  const child: ChildProcess = spawn(PGBOUNCER_BINARY, [join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'], ...ids });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; !(await accepts(port)); i++) {
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start on port ${port}: ${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    urlFor(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
