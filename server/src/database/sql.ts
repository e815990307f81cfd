import type { Selectable } from 'kysely';
import { QueryFailedError, type DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import type { DB } from './schema-types';

/** Where a raw statement runs: the caller's transaction (EntityManager) or the pool (DataSource). */
export type Db = EntityManager | DataSource;

/** A table of the migrated schema (src/database/schema-types.ts, generated: `npm run db:types -w server`). */
export type TableName = keyof DB;

/**
 * A row of `Table` as `SELECT *` or `RETURNING *` answers it: numeric and bigint as decimal
 * strings, timestamps and dates as Date, a text column with a CHECK (column IN (...)) as the union
 * of its values. Derive a row type from it (`Pick<TableRow<'transactions'>, 'id' | 'status'>`)
 * rather than writing the columns' types again: the types then follow the migrations.
 */
export type TableRow<Table extends TableName> = Selectable<DB[Table]>;

/**
 * A TypeScript enum in place of a column's CHECK union, held to it by the compiler:
 * `status: ColumnEnum<BalanceCorrectionStatus, TableRow<'balance_corrections'>['status']>`. A value
 * the column allows and the enum lacks fails at this use (the constraint); a value the enum has
 * and the column refuses turns the field into a type that names it, which no enum value fits.
 */
export type ColumnEnum<Enum extends string, Column extends `${Enum}`> = [`${Enum}`] extends [Column]
  ? Enum
  : { enumValuesTheColumnRefuses: Exclude<`${Enum}`, Column> };

export interface SqlResult<Row> {
  rows: Row[];
  /** Rows inserted, updated, deleted or returned, as Postgres counted them. */
  rowCount: number;
}

/**
 * Runs one raw statement and says what its rows are. TypeORM's `query()` answers `any`, and
 * for UPDATE/DELETE a `[rows, count]` pair instead of rows; this always answers rows and count.
 * The row type is the caller's promise about the SQL (column aliases in camelCase or not); a
 * table's name stands for its whole row (`sqlOne<'transactions'>(db, 'SELECT * FROM transactions ...')`).
 */
export async function sql<Table extends TableName>(db: Db, text: string, params?: readonly unknown[]): Promise<SqlResult<TableRow<Table>>>;
export async function sql<Row extends object = never>(db: Db, text: string, params?: readonly unknown[]): Promise<SqlResult<Row>>;
export async function sql<Row extends object = never>(db: Db, text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
  const manager: EntityManager = 'connection' in db ? db : db.manager;
  const borrowed: QueryRunner | undefined = manager.queryRunner;
  const runner = borrowed ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(text, params as unknown[], true);
    return { rows: (result.records ?? []) as Row[], rowCount: result.affected ?? 0 };
  } finally {
    if (!borrowed) await runner.release();
  }
}

/** The rows of a SELECT (or of `... RETURNING`). */
export async function sqlRows<Table extends TableName>(db: Db, text: string, params?: readonly unknown[]): Promise<TableRow<Table>[]>;
export async function sqlRows<Row extends object>(db: Db, text: string, params?: readonly unknown[]): Promise<Row[]>;
export async function sqlRows<Row extends object>(db: Db, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  return (await sql<Row>(db, text, params)).rows;
}

/** The first row, or null when there is none. */
export async function sqlOne<Table extends TableName>(db: Db, text: string, params?: readonly unknown[]): Promise<TableRow<Table> | null>;
export async function sqlOne<Row extends object>(db: Db, text: string, params?: readonly unknown[]): Promise<Row | null>;
export async function sqlOne<Row extends object>(db: Db, text: string, params: readonly unknown[] = []): Promise<Row | null> {
  return (await sql<Row>(db, text, params)).rows[0] ?? null;
}

/** A statement whose rows do not matter; answers how many rows it touched. */
export async function sqlExec(db: Db, text: string, params: readonly unknown[] = []): Promise<number> {
  return (await sql<Record<string, never>>(db, text, params)).rowCount;
}

/** What node-postgres' pool answers to a query config (the part used here). */
interface PreparedPool {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: object[] }>;
  /** The pool's config: dataSourceOptions sets `namedStatements` false behind a transaction pooler. */
  options?: { namedStatements?: boolean };
}

/** Postgres' feature_not_supported: "cached plan must not change result type" after a table's columns changed. */
const PLAN_NO_LONGER_FITS = '0A000';

/**
 * As sqlRows, outside any transaction, as a named prepared statement: each pool connection parses
 * and plans `text` once and reuses the plan (for a statement whose planning costs more than
 * running it). `name` is unique to `text`. Inside a transaction (a manager with a query runner) it
 * runs as sqlRows does. When a table's columns changed while the app runs, a connection's plan no
 * longer fits: that call runs again unprepared. The rerun is valid only for a read or for a single
 * statement that commits on its own (autocommit, as the withdrawal request's write does): Postgres
 * refuses the stale plan before the statement runs, so the failed call wrote nothing and the rerun
 * writes once. Never use it for a write that is one of several in a transaction of the caller's.
 * Behind a transaction pooler (DATABASE_POOL_MODE=transaction) it runs unnamed: a statement
 * prepared on one server connection does not exist on the next one the pooler hands out.
 */
export async function sqlPreparedRows<Row extends object>(db: Db, name: string, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  const manager: EntityManager = 'connection' in db ? db : db.manager;
  if (manager.queryRunner) return sqlRows<Row>(db, text, params);
  const pool = (manager.connection.driver as unknown as { master: PreparedPool }).master;
  if (pool.options?.namedStatements === false) return sqlRows<Row>(db, text, params);
  const values = [...params];
  try {
    return (await pool.query({ name, text, values })).rows as Row[];
  } catch (error) {
    if ((error as { code?: string }).code === PLAN_NO_LONGER_FITS) return sqlRows<Row>(db, text, params);
    throw new QueryFailedError(text, values, error);
  }
}
