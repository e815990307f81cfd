import { DataSource, DataSourceOptions } from 'typeorm';
import { join, resolve } from 'node:path';
import { runningEmbeddedUrl } from './embedded-postgres';

/** Entities are found by file name so each module owns its tables. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    // A connection the server dropped (restart, failover) leaves the pool on its first error and the
    // next query opens a new one; a connect that hangs (unreachable host) gives up after 30 s.
    extra: { max: Number(process.env.DB_POOL_SIZE || 20), connectionTimeoutMillis: 30_000, keepAlive: true },
  };
}

/** For the TypeORM CLI (migration:generate / migration:run): DATABASE_URL, else the running app's embedded database of DATA_DIR. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL || runningEmbeddedUrl(resolve(process.env.DATA_DIR || '.data'), 54329, 'app')));
