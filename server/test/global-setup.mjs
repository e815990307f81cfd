// Starts one Postgres for the whole run (embedded unless DATABASE_URL is set) and migrates a
// template database once; each test file clones its own database from it.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const TEMPLATE = 'app_test_template';

export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'invest-test-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    // The same start as the app's (src/database/embedded-postgres.ts: binaries the postgres user
    // can run as root, pg_ctl, one-line failures); the server outlives this child until teardown.
    // Test data is thrown away: trade durability for speed.
    const flags = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=400'];
    // A random port may be taken (another run's Postgres, a port in TIME_WAIT): a free one is
    // looked for first, and a start that still fails is tried again on another port (the cluster
    // made by the first attempt is kept: startCluster only starts it).
    let port;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        execFileSync(
          process.execPath,
          [
            require.resolve('ts-node/dist/bin.js'),
            '--transpile-only',
            '-e',
            `require('./src/database/embedded-postgres').startCluster(JSON.parse(process.env.PG_CLUSTER)).then(() => process.exit(0), (e) => { console.error('Test Postgres: ' + require('./src/database/embedded-postgres').describeFailure(e)); process.exit(1); })`,
          ],
          { env: { ...process.env, PG_CLUSTER: JSON.stringify({ pgDir: join(dir, 'pg'), port, flags }) }, stdio: 'inherit' },
        );
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.error(`Test Postgres: the start on port ${port} failed; trying another port.`);
      }
    }
    globalThis.__EMBEDDED_PG_DIR__ = dir;
    // The cluster's own superuser password, generated at initdb (src/database/embedded-postgres.ts).
    const password = readFileSync(join(dir, 'pg', 'superuser.password'), 'utf8').trim();
    serverUrl = `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres`;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();

  const templateUrl = withDatabase(serverUrl, TEMPLATE);
  execFileSync(
    process.execPath,
    [
      require.resolve('ts-node/dist/bin.js'),
      '--transpile-only',
      '-e',
      `require('./src/database/migrate').runMigrations(process.env.MIGRATE_URL).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); })`,
    ],
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

/** A port in 55000-59999 that nothing listens on (on both loopback addresses) right now. */
async function freePort() {
  for (;;) {
    const port = 55000 + Math.floor(Math.random() * 5000);
    if ((await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'))) return port;
  }
}

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
