import { DataSource, DataSourceOptions } from 'typeorm';
import { join, resolve } from 'node:path';
import type { DatabasePoolMode } from '../config/env';
import { runningEmbeddedUrl } from './embedded-postgres';

/**
 * Entities are found by file name so each module owns its tables. Behind a transaction pooler
 * (`poolMode` transaction) the pool says so to sqlPreparedRows, which then names no statement.
 */
export function dataSourceOptions(url: string, poolMode: DatabasePoolMode = 'session'): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    // A connection the server dropped (restart, failover) leaves the pool on its first error and the
    // next query opens a new one; a connect that hangs (unreachable host) gives up after 30 s.
    // `namedStatements` is ours (node-postgres ignores a key it does not know; sqlPreparedRows reads it).
    extra: { max: Number(process.env.DB_POOL_SIZE || 20), connectionTimeoutMillis: 30_000, keepAlive: true, namedStatements: poolMode === 'session' },
  };
}

/** For the TypeORM CLI (migration:generate / migration:run): DATABASE_URL, else the running app's embedded database of DATA_DIR. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL || runningEmbeddedUrl(resolve(process.env.DATA_DIR || '.data'), 54329, 'app')));
