/**
 * The embedded Postgres' superuser password is the cluster's own: generated when the cluster is
 * made, stored 0600 in its folder, never the fixed word every clone of the code knows; a cluster
 * made before that (the fixed word) gets its own password on its next start.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { PASSWORD_FILE, startEmbeddedPostgres } from '../src/database/embedded-postgres';

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

/** The SQLSTATE of signing in as postgres with this password over TCP (undefined: it worked). */
async function signInCode(port: number, password: string): Promise<string | undefined> {
  const client = new Client({ host: 'localhost', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

async function canQuery(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0].one === 1;
  } finally {
    await client.end();
  }
}

describe("the embedded Postgres' superuser password", () => {
  let folder: string;
  let port: number;
  const dataDir = () => join(folder, 'data');
  const passwordFile = () => join(dataDir(), 'pg', PASSWORD_FILE);

  beforeAll(async () => {
    port = await freePort();
    folder = mkdtempSync(join(tmpdir(), 'invest-pgpass-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is generated for a new cluster, stored 0600 in it, used by the app, and the fixed word is refused', async () => {
    const embedded = await startEmbeddedPostgres(dataDir(), port, 'app');
    try {
      expect(statSync(passwordFile()).mode & 0o777).toBe(0o600);
      const password = readFileSync(passwordFile(), 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(decodeURIComponent(new URL(embedded.url).password)).toBe(password);
      expect(await canQuery(embedded.url)).toBe(true);
      expect(await signInCode(port, 'password')).toBe('28P01');
      expect(await signInCode(port, password)).toBeUndefined();
    } finally {
      await embedded.stop();
    }
  });

  it('is given to a cluster made before (the fixed word) on its next start, after which the word is refused', async () => {
    // Turn the cluster into one of the old kind: the fixed word, no password file.
    let embedded = await startEmbeddedPostgres(dataDir(), port, 'app');
    const first = readFileSync(passwordFile(), 'utf8').trim();
    const admin = new Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD 'password'`);
    await admin.end();
    await embedded.stop();
    rmSync(passwordFile());
    expect(existsSync(passwordFile())).toBe(false);

    embedded = await startEmbeddedPostgres(dataDir(), port, 'app');
    try {
      const password = readFileSync(passwordFile(), 'utf8').trim();
      expect(statSync(passwordFile()).mode & 0o777).toBe(0o600);
      expect(password).not.toBe('password');
      expect(password).not.toBe(first);
      expect(existsSync(`${passwordFile()}.next`)).toBe(false);
      expect(await canQuery(embedded.url)).toBe(true);
      expect(await signInCode(port, 'password')).toBe('28P01');
    } finally {
      await embedded.stop();
    }
    // And it keeps starting with it.
    embedded = await startEmbeddedPostgres(dataDir(), port, 'app');
    try {
      expect(await canQuery(embedded.url)).toBe(true);
    } finally {
      await embedded.stop();
    }
  });
});
