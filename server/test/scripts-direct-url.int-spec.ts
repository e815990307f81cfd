import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase } from '../src/scripts/db-backup';
import { createTestDatabase, dropTestDatabase } from './helpers/test-app';

/** A local port nothing listens on: a pooler that is away (or one a long transaction must not go through). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function run(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', script], {
      cwd: join(__dirname, '..'),
      env: { PATH: process.env.PATH, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Issue 29: behind a pooler the scripts take DATABASE_DIRECT_URL (a backup is one long read transaction). */
describe('db:backup and ledger:verify take DATABASE_DIRECT_URL when it is set', () => {
  let database: string;
  let direct: string;
  let pooler: string;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(process.env.TEST_PG_SERVER_URL!);
    url.pathname = `/${database}`;
    direct = url.toString();
    url.port = String(await closedPort());
    pooler = url.toString();
    dir = mkdtempSync(join(tmpdir(), 'invest-direct-url-'));
  });
  afterAll(async () => {
    await dropTestDatabase(database);
    rmSync(dir, { recursive: true, force: true });
  });

  it('db:backup reads the direct URL, not DATABASE_URL (the pooler)', async () => {
    const result = await backupDatabase({ NODE_ENV: 'test', DATABASE_URL: pooler, DATABASE_DIRECT_URL: direct, DATA_DIR: dir }, join(dir, 'direct.backup'));
    expect(result.file).toBe(join(dir, 'direct.backup'));
    // Only DATABASE_URL given: that one, as before (here it is away, and the error names it).
    await expect(backupDatabase({ NODE_ENV: 'test', DATABASE_URL: pooler, DATA_DIR: dir }, join(dir, 'pooler.backup'))).rejects.toThrow(/DATABASE_URL/);
  });

  it('ledger:verify checks the direct URL, not DATABASE_URL (the pooler)', async () => {
    const { code, output } = await run('src/scripts/ledger-verify.ts', { NODE_ENV: 'test', DATABASE_URL: pooler, DATABASE_DIRECT_URL: direct, DATA_DIR: dir });
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'ledger OK: every invariant holds' });
  }, 120_000);
});
