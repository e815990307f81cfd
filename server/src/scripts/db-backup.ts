import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { loadConfig } from '../config/env';
import { BACKUP_FORMAT, BackupError, BackupHeader, BackupWriter, TableSummary } from '../database/backup-format';
import { checkPathArgument, cliPath, connectTarget, ident, oneLine } from './db-backup-target';

/** The schema the app's migrations create (pg-boss keeps its queue in its own schema, not backed up). */
export const APP_SCHEMA = 'public';

export interface BackupResult {
  file: string;
  bytes: number;
  tables: TableSummary[];
  header: BackupHeader;
  ms: number;
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** Tables of the schema, those referenced by foreign keys first (so rows load in an order the keys accept). */
async function tablesInLoadOrder(client: Client, schema: string): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = $1::regnamespace AND c.relkind = 'r' ORDER BY c.relname`,
      [schema],
    )
  ).rows.map((r) => r.name);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
        WHERE k.contype = 'f' AND c.relnamespace = $1::regnamespace AND p.relnamespace = $1::regnamespace AND c.oid <> p.oid`,
      [schema],
    )
  ).rows;
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table)) return; // done, or a cycle (its rows then need the replica role to load)
    state.set(table, 'visiting');
    for (const e of edges) if (e.child === table) visit(e.parent);
    state.set(table, 'done');
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/**
 * Writes the app's schema (every table, the migrations table included, and the sequences) from one
 * consistent snapshot to file, by default DATA_DIR/backups/app-<UTC time>.backup. The file appears
 * only once complete (written as <file>.partial, then renamed).
 */
export async function backupDatabase(env: NodeJS.ProcessEnv = process.env, file?: string): Promise<BackupResult> {
  const started = Date.now();
  const config = loadConfig(env);
  const target = resolve(file === undefined ? join(config.dataDir, 'backups', `app-${stamp()}.backup`) : checkPathArgument(file));
  const partial = `${target}.partial`;
  const db = await connectTarget(config);
  const client = new Client({ connectionString: db.url });
  let writer: BackupWriter | undefined;
  try {
    await client.connect();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const hasMigrations = await client.query(`SELECT 1 FROM pg_class WHERE relnamespace = $1::regnamespace AND relname = 'migrations'`, [APP_SCHEMA]);
    if (!hasMigrations.rowCount)
      throw new BackupError(`the database has no migrations table in schema ${APP_SCHEMA}: it is not this app's database (or the app never started on it)`);
    const tables = await tablesInLoadOrder(client, APP_SCHEMA);
    const columns = new Map<string, string[]>();
    for (const table of tables) {
      const { rows } = await client.query<{ attname: string }>(
        `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [`${ident(APP_SCHEMA)}.${ident(table)}`],
      );
      columns.set(
        table,
        rows.map((r) => r.attname),
      );
    }
    const sequences: BackupHeader['sequences'] = [];
    for (const { name } of (
      await client.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind = 'S' ORDER BY relname`, [
        APP_SCHEMA,
      ])
    ).rows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${ident(APP_SCHEMA)}.${ident(name)}`,
      );
      sequences.push({ name, lastValue: rows[0].last_value, isCalled: rows[0].is_called });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version,
      schema: APP_SCHEMA,
      migrations: (await client.query<{ timestamp: string; name: string }>(`SELECT "timestamp"::text, name FROM ${ident(APP_SCHEMA)}."migrations" ORDER BY id`))
        .rows,
      tables: tables.map((name) => ({ name, columns: columns.get(name)! })),
      sequences,
    };

    mkdirSync(dirname(target), { recursive: true });
    writer = await BackupWriter.open(partial, header);
    const summaries: TableSummary[] = [];
    for (const table of header.tables) {
      await writer.startTable(table.name);
      const copy = client.query(copyTo(`COPY ${ident(APP_SCHEMA)}.${ident(table.name)} (${table.columns.map(ident).join(', ')}) TO STDOUT`));
      for await (const chunk of copy) await writer.data(chunk as Buffer);
      summaries.push(await writer.endTable());
    }
    await writer.finish();
    await client.query('COMMIT');
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, tables: summaries, header, ms: Date.now() - started };
  } catch (error) {
    writer?.destroy();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
    await db.release();
  }
}

const size = (bytes: number) => (bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

if (require.main === module) {
  backupDatabase(process.env, cliPath(process.argv[2])).then(
    ({ file, bytes, tables, header, ms }) => {
      const rows = tables.reduce((n, t) => n + t.rows, 0);
      const last = header.migrations.at(-1)?.name ?? 'none';
      console.log(
        `backup written: ${file} (${size(bytes)}; ${tables.length} tables, ${rows} rows, ${header.sequences.length} sequences; PostgreSQL ${header.serverVersion}; last migration ${last}; ${ms} ms)`,
      );
    },
    (error) => {
      console.error(`db:backup failed: ${oneLine(error)}`);
      process.exit(1);
    },
  );
}
