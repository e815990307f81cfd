import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { AppConfig, ConfigError } from '../config/env';
import { BackupError } from '../database/backup-format';
import { describeFailure, EmbeddedDatabase, EmbeddedPostgresError, runningEmbeddedUrl, startEmbeddedPostgres } from '../database/embedded-postgres';

export interface BackupTarget {
  url: string;
  /** Whether this script started the embedded Postgres (and stops it in release). */
  startedEmbedded: boolean;
  release(): Promise<void>;
}

/**
 * The database db:backup and db:restore work on: DATABASE_DIRECT_URL when set (past a pooler: a
 * backup is one long read transaction, a restore changes session settings), else DATABASE_URL, else
 * the embedded one under DATA_DIR (the running app's server when it answers, otherwise started for
 * the script and stopped after).
 */
export async function connectTarget(config: AppConfig): Promise<BackupTarget> {
  const given = config.databaseDirectUrl ?? config.databaseUrl;
  if (given) {
    await probe(given).catch((error) => {
      throw new BackupError(`cannot connect to ${config.databaseDirectUrl ? 'DATABASE_DIRECT_URL' : 'DATABASE_URL'}: ${describeFailure(error)}`);
    });
    return { url: given, startedEmbedded: false, release: async () => {} };
  }
  const url = runningEmbeddedUrl(config.dataDir, config.embeddedPgPort, 'app');
  if (
    await probe(url).then(
      () => true,
      () => false,
    )
  )
    return { url, startedEmbedded: false, release: async () => {} };
  if (!existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new BackupError(`no embedded database in ${join(config.dataDir, 'pg')}: start the app once, or set DATABASE_URL`);
  }
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'app');
  } catch (error) {
    throw new BackupError(error instanceof EmbeddedPostgresError ? error.message : `the embedded Postgres did not start: ${describeFailure(error)}`);
  }
  return { url: embedded.url, startedEmbedded: true, release: () => embedded.stop() };
}

async function probe(url: string) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => {});
  }
}

/** Checks a path given on the command line; returns it resolved. */
export function checkPathArgument(file: string): string {
  if (file.includes('\0')) throw new BackupError('the file name contains a NUL byte: give the path of a backup file');
  return file;
}

/** One line for anything thrown. */
export function oneLine(error: unknown): string {
  return error instanceof BackupError || error instanceof ConfigError || error instanceof EmbeddedPostgresError ? error.message : describeFailure(error);
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A path from `npm run db:backup FILE` means the folder npm was run in (INIT_CWD), not server/. */
export function cliPath(file: string | undefined): string | undefined {
  return file === undefined || file === '' || file.includes('\0') ? file : resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
