import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { AppConfig, loadConfig } from '../../src/config/env';
import { createApp } from '../../src/create-app';
import { ApiClient } from './api-client';
import { recordMail } from './mailbox';

export interface TestApp {
  app: NestExpressApplication;
  baseUrl: string;
  databaseUrl: string;
  database: string;
  /** A pool on the test's database, to arrange and assert on rows. */
  db: Pool;
  config: AppConfig;
  client(): ApiClient;
  close(): Promise<void>;
}

function urlFor(database: string): string {
  const url = new URL(process.env.TEST_PG_SERVER_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_PG_TEMPLATE}`);
  // Factories credit money with `test_*` ledger entries that have no business record behind
  // them; verifyLedger accepts those only where the database says so (never in production).
  await admin.query(`ALTER DATABASE ${name} SET ledger.test_entries = 'allowed'`);
  await admin.end();
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

export interface BootOptions {
  /** Share an existing test database (two instances on one database). */
  database?: string;
  env?: Record<string, string>;
}

/** Starts the real app on a random port against its own database (or a shared one). */
export async function bootApp(options: BootOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const databaseUrl = urlFor(database);
  const uploadDir = mkdtempSync(join(tmpdir(), 'invest-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    // One key for every instance of a run, as two instances on one database must share it.
    TWO_FACTOR_KEY: '7e'.repeat(32),
    UPLOAD_DIR: uploadDir,
    DEMO_SEED: 'false',
    SUPPORT_EMAIL: 'support@test.local',
    REGISTER_LIMIT_PER_HOUR: '100000',
    // No exchange is asked for rates (production's default is Kraken): a test that wants rates points RATE_PROVIDER_URL at a local stub.
    RATE_PROVIDER: 'off',
    ...options.env,
  });
  // env.DATABASE_URL (a pooler in front of the test database) is what the app connects to, if given.
  const app = await createApp(config, config.databaseUrl ?? databaseUrl);
  recordMail(app);
  try {
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    // a start refused (a chain node that cannot serve the app, say) leaves nothing running
    await app.close().catch(() => undefined);
    if (ownsDatabase) await dropTestDatabase(database).catch(() => undefined);
    throw error;
  }
  const baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const db = new Pool({ connectionString: databaseUrl, max: 4 });
  return {
    app,
    baseUrl,
    databaseUrl,
    database,
    db,
    config,
    client: () => new ApiClient(baseUrl),
    close: async () => {
      await app.close();
      await db.end();
      rmSync(uploadDir, { recursive: true, force: true });
      if (ownsDatabase) await dropTestDatabase(database);
    },
  };
}
