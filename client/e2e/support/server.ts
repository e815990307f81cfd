// Starts the real built server (node server/dist/main.js) on its own embedded Postgres and data
// folder. The suite's shared server runs in production; a file that must move the clock
// (refused in production) starts its own non-production one.
import { spawn, ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e admin passphrase' };

export interface StartedServer {
  baseUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export async function startServer({
  nodeEnv = 'production',
  smtpUrl,
  env = {},
}: {
  nodeEnv?: 'production' | 'development';
  smtpUrl?: string;
  /** More environment for this server (a file's own server: a chain to watch, say). */
  env?: Record<string, string>;
} = {}): Promise<StartedServer> {
  for (const built of ['server/dist/main.js', 'client/dist/index.html']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'invest-e2e-'));
  const port = 41000 + Math.floor(Math.random() * 2000);
  const pgPort = 46000 + Math.floor(Math.random() * 2000);
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SESSION_SECRET: 'e2e-session-secret-0123456789-abcdefghijklmnop',
      TWO_FACTOR_KEY: 'e2'.repeat(32),
      // Production refuses to start without a support address that reaches someone.
      SUPPORT_EMAIL: 'support@e2e.example.com',
      // Production mode would ask Kraken for rates: the browser tests reach no exchange.
      RATE_PROVIDER: 'off',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_SEED: 'true',
      REGISTER_LIMIT_PER_HOUR: '100000',
      // Every browser test signs in from 127.0.0.1; the per-IP sign-in limit is tested in the server suite.
      LOGIN_IP_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      // The scheduled accrual would race the tests' own runs; they run it when they mean to.
      ACCRUAL_CRON: 'off',
      // The suite's small live figures are published (public-site checks them); a file that looks at the
      // thresholds themselves starts its own server with them back.
      PUBLIC_COUNTERS_MIN_INVESTORS: '0',
      PUBLIC_COUNTERS_MIN_USD: '0',
      DATABASE_URL: '',
      // Mail goes to the suite's sink when it has one (the shared server), else it stays in the outbox.
      SMTP_URL: smtpUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  await waitForHealth(baseUrl, server, () => output);

  return {
    baseUrl,
    // The cluster's own superuser password, generated when the server made it (server/src/database/embedded-postgres.ts).
    databaseUrl: `postgres://postgres:${encodeURIComponent(readFileSync(join(dataDir, 'pg', 'superuser.password'), 'utf8').trim())}@localhost:${pgPort}/app`,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
