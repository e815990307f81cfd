/**
 * The app's URL of its embedded Postgres goes through the server's Unix-domain socket (less CPU
 * per statement than TCP on localhost), from a private DATA_DIR as CI runs it (a 0700 mktemp
 * folder, as root when the tests run as root), and a stopped server's socket reads as a lost
 * connection (503 and retries), not as a bug.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { isConnectionError } from '../src/database/connection-errors';
import { embeddedUrl, startEmbeddedPostgres } from '../src/database/embedded-postgres';

describe('the embedded Postgres through its Unix-domain socket', () => {
  let folder: string;
  let port: number;

  beforeAll(async () => {
    port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => done(free));
      });
    });
    folder = mkdtempSync(join(tmpdir(), 'invest-socket-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('answers a URL that names the socket folder, serves the app through it, and a stopped server is a connection error', async () => {
    const embedded = await startEmbeddedPostgres(join(folder, 'data'), port, 'app');
    let url: URL;
    try {
      url = new URL(embedded.url);
      // The authority still names localhost and the port (TypeORM reads only that); `host` sends pg through the socket.
      expect(`${url.hostname}:${url.port}${url.pathname}`).toBe(`localhost:${port}/app`);
      const socketDir = url.searchParams.get('host');
      expect(socketDir).toMatch(/^\//);
      expect(embedded.url).toBe(embeddedUrl(port, 'app', new URL(embedded.url).password, socketDir!));
      const client = new Client({ connectionString: embedded.url });
      await client.connect();
      try {
        // No client address: a Unix-domain socket, not TCP.
        const { rows } = await client.query<{ addr: string | null; db: string }>(`SELECT inet_client_addr()::text AS addr, current_database() AS db`);
        expect(rows[0]).toEqual({ addr: null, db: 'app' });
      } finally {
        await client.end();
      }
    } finally {
      await embedded.stop();
    }
    const late = new Client({ connectionString: embedded.url });
    const error = await late.connect().then(
      () => late.end().then(() => undefined),
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isConnectionError(error)).toBe(true);
  }, 120_000);

  it('is TCP on localhost without a socket folder', () => {
    expect(embeddedUrl(5432, 'app', 's3cret_-x')).toBe('postgres://postgres:s3cret_-x@localhost:5432/app');
    expect(embeddedUrl(5432, 'app', 's3cret_-x', '/tmp')).toBe('postgres://postgres:s3cret_-x@localhost:5432/app?host=%2Ftmp');
  });
});
