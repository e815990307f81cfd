import 'reflect-metadata';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, QueryRunner } from 'typeorm';
import { MigrationExecutor } from 'typeorm/migration/MigrationExecutor';
import { loadConfig } from '../config/env';
import { AppLock } from '../database/app-lock';
import { BackupContents, BackupError, readBackup } from '../database/backup-format';
import { dataSourceOptions } from '../database/data-source';
import { describeFailure } from '../database/embedded-postgres';
import { LedgerReport, verifyLedger } from '../modules/ledger/ledger-verifier';
import { APP_SCHEMA } from './db-backup';
import { checkPathArgument, cliPath, connectTarget, ident, oneLine } from './db-backup-target';

export interface RestoreResult {
  file: string;
  contents: BackupContents;
  /** Migrations this code has that the backup had not, run on the restored data. */
  migrationsRun: string[];
  /** How rows were loaded without firing the tables' own triggers. */
  triggers: 'session_replication_role' | 'disable-trigger';
  ledger: LedgerReport;
  ms: number;
}

/** Checks the file names a readable regular file; returns it resolved. */
function checkFile(file: string | undefined): string {
  if (file === undefined || file === '') throw new BackupError('usage: npm run db:restore FILE (a file written by npm run db:backup)');
  const path = resolve(checkPathArgument(file));
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `${path} does not exist: give the path of a backup file` : `cannot read ${path}: ${describeFailure(error)}`);
  }
  if (!isFile) throw new BackupError(`${path} is not a file: give the path of a backup file`);
  return path;
}

/** Client sessions on the database other than ours: an app (or anyone) still using it. */
async function otherSessions(runner: QueryRunner): Promise<string[]> {
  const rows: Array<{ who: string }> = await runner.query(
    `SELECT coalesce(nullif(application_name, ''), 'a client') || ' (pid ' || pid || ')' AS who FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return rows.map((r) => r.who);
}

/** Drops the schema and creates it empty with the same owner and grants. */
async function recreateSchema(runner: QueryRunner, schema: string) {
  const [{ owner }]: Array<{ owner: string }> = await runner.query(`SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = $1`, [schema]);
  const grants: Array<{ grantee: string; privilege: string }> = await runner.query(
    `SELECT CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(a.grantee::regrole::text) END AS grantee, a.privilege_type AS privilege
       FROM pg_namespace n, aclexplode(n.nspacl) a WHERE n.nspname = $1 AND a.grantee <> n.nspowner`,
    [schema],
  );
  await runner.query(`DROP SCHEMA ${ident(schema)} CASCADE`);
  await runner.query(`CREATE SCHEMA ${ident(schema)}`);
  await runner.query(`ALTER SCHEMA ${ident(schema)} OWNER TO ${owner}`);
  for (const g of grants) await runner.query(`GRANT ${g.privilege} ON SCHEMA ${ident(schema)} TO ${g.grantee}`);
}

async function columnsOf(runner: QueryRunner, schema: string, table: string): Promise<string[] | undefined> {
  const rows: Array<{ attname: string }> = await runner.query(
    `SELECT a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relnamespace = $1::regnamespace AND c.relname = $2 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''`,
    [schema, table],
  );
  return rows.length ? rows.map((r) => r.attname) : undefined;
}

/**
 * Puts a db:backup file back, in one transaction: refused while the app runs on DATA_DIR or any
 * other session uses the database; the file is checked whole (format, checksums, migrations this
 * code knows) before anything changes. The schema is dropped and recreated by the migrations the
 * backup had, the rows are loaded with COPY without firing the tables' triggers (the ledger's
 * tamper guards), the sequences are set, the newer migrations run, and the ledger is verified.
 */
export async function restoreDatabase(env: NodeJS.ProcessEnv = process.env, file?: string): Promise<RestoreResult> {
  const started = Date.now();
  const path = checkFile(file);
  const config = loadConfig(env);
  const lock = AppLock.acquire(config.dataDir);
  if (!(lock instanceof AppLock)) throw new BackupError(`the app (pid ${lock.heldBy}) is running on DATA_DIR ${config.dataDir}: stop it before restoring`);
  try {
    const contents = await readBackup(path);
    const { header } = contents;
    if (header.schema !== APP_SCHEMA) throw new BackupError(`${path} holds schema ${header.schema}, not ${APP_SCHEMA}`);
    const db = await connectTarget(config);
    // Only the migrations are needed (no entities); one connection, which the whole restore runs on.
    const ds = new DataSource({ ...dataSourceOptions(db.url), entities: [], extra: { max: 1 } });
    try {
      await ds.initialize();
      const runner = ds.createQueryRunner();
      await runner.connect();
      try {
        const executor = new MigrationExecutor(ds, runner);
        const known = await executor.getAllMigrations();
        const inBackup = new Set(header.migrations.map((m) => m.name));
        const unknown = header.migrations.find((m) => !known.some((k) => k.name === m.name));
        if (unknown)
          throw new BackupError(
            `${path} was made by a newer version of the app: its migration ${unknown.name} is unknown to this code (update the app, then restore)`,
          );
        const others = await otherSessions(runner);
        if (others.length)
          throw new BackupError(
            `the database is in use by ${others.length} other session(s) (${others.slice(0, 3).join(', ')}): stop the app before restoring`,
          );

        await runner.startTransaction();
        try {
          // A session that connects after the check and holds a lock makes the restore fail, not wait forever.
          await runner.query(`SET LOCAL lock_timeout = '15s'`);
          const result = await restoreInTransaction(runner, executor, known, inBackup, path, contents);
          await runner.commitTransaction();
          return { file: path, contents, ...result, ms: Date.now() - started };
        } catch (error) {
          await runner.rollbackTransaction().catch(() => {});
          if (error instanceof BackupError) throw new BackupError(`${error.message}; nothing was changed`);
          throw new BackupError(`restore failed, nothing was changed: ${describeFailure(error)}`);
        }
      } finally {
        await runner.release();
      }
    } finally {
      if (ds.isInitialized) await ds.destroy();
      await db.release();
    }
  } finally {
    lock.release();
  }
}

async function restoreInTransaction(
  runner: QueryRunner,
  executor: MigrationExecutor,
  known: Awaited<ReturnType<MigrationExecutor['getAllMigrations']>>,
  inBackup: Set<string>,
  path: string,
  { header }: BackupContents,
): Promise<Pick<RestoreResult, 'migrationsRun' | 'triggers' | 'ledger'>> {
  const schema = APP_SCHEMA;
  await recreateSchema(runner, schema);
  for (const migration of known) if (inBackup.has(migration.name)) await executor.executeMigration(migration);

  for (const table of header.tables) {
    const columns = await columnsOf(runner, schema, table.name);
    const missing = columns ? table.columns.filter((c) => !columns.includes(c)) : table.columns;
    if (!columns || missing.length) {
      throw new BackupError(
        `${path} does not match the schema its migrations create (${columns ? `table ${table.name} has no column ${missing[0]}` : `no table ${table.name}`})`,
      );
    }
  }

  // Rows are loaded as they were, so the tables' own triggers (the ledger's tamper guards refuse any
  // balance write outside ledger_post; foreign keys were satisfied in the snapshot) must not fire.
  // session_replication_role = replica does that for the transaction; it needs a superuser (or a
  // GRANT SET). Otherwise the app's user, which owns the tables its migrations just created,
  // disables the user triggers table by table (foreign keys are then checked; tables load
  // referenced first).
  let triggers: RestoreResult['triggers'] = 'session_replication_role';
  await runner.query('SAVEPOINT replica_role');
  try {
    await runner.query(`SET LOCAL session_replication_role = replica`);
    await runner.query('RELEASE SAVEPOINT replica_role');
  } catch {
    await runner.query('ROLLBACK TO SAVEPOINT replica_role');
    triggers = 'disable-trigger';
  }
  const tables: Array<{ name: string }> = await runner.query(`SELECT relname AS name FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind = 'r'`, [
    schema,
  ]);
  const qualified = (name: string) => `${ident(schema)}.${ident(name)}`;
  if (triggers === 'disable-trigger') for (const t of tables) await runner.query(`ALTER TABLE ${qualified(t.name)} DISABLE TRIGGER USER`);
  // Migrations may have seeded rows (site content, the migrations table itself): the backup's replace them.
  if (tables.length) await runner.query(`TRUNCATE ${tables.map((t) => qualified(t.name)).join(', ')}`);

  const connection = (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
  let copy: (NodeJS.WritableStream & NodeJS.EventEmitter) | undefined;
  await readBackup(path, {
    tableStart: (table) => {
      copy = connection.query(copyFrom(`COPY ${qualified(table.name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`));
    },
    data: async (chunk) => {
      if (!copy!.write(chunk)) await once(copy!, 'drain');
    },
    tableEnd: async () => {
      copy!.end();
      await finished(copy!);
      copy = undefined;
    },
  }).catch((error) => {
    (copy as unknown as { destroy?: (e: Error) => void })?.destroy?.(error);
    throw error;
  });

  for (const s of header.sequences) {
    await runner.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [qualified(s.name), s.lastValue, s.isCalled]);
  }
  if (triggers === 'disable-trigger') for (const t of tables) await runner.query(`ALTER TABLE ${qualified(t.name)} ENABLE TRIGGER USER`);
  else await runner.query(`SET LOCAL session_replication_role = origin`);

  const migrationsRun: string[] = [];
  for (const migration of known) {
    if (inBackup.has(migration.name)) continue;
    await executor.executeMigration(migration);
    migrationsRun.push(migration.name);
  }
  const ledger = await verifyLedger(runner.manager);
  return { migrationsRun, triggers, ledger };
}

if (require.main === module) {
  restoreDatabase(process.env, cliPath(process.argv[2])).then(
    ({ file, contents, migrationsRun, ledger, ms }) => {
      const rows = contents.tables.reduce((n, t) => n + t.rows, 0);
      const newer = migrationsRun.length ? `; then ran ${migrationsRun.length} newer migration(s): ${migrationsRun.join(', ')}` : '';
      console.log(
        `restored ${file} (${contents.tables.length} tables, ${rows} rows, made ${contents.header.createdAt} from PostgreSQL ${contents.header.serverVersion}; ${ms} ms)${newer}`,
      );
      if (ledger.ok) {
        console.log('ledger OK: every invariant holds');
      } else {
        console.log(`ledger has ${ledger.problems.length} problem(s) after the restore (the restore is kept; the backup holds them too):`);
        for (const problem of ledger.problems) console.log(`- ${problem}`);
        process.exitCode = 3;
      }
    },
    (error) => {
      console.error(`db:restore failed: ${oneLine(error)}`);
      process.exit(1);
    },
  );
}
