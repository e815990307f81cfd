import { DataSource, DataSourceOptions } from 'typeorm';
import { join } from 'node:path';

/** Entities are found by file name so each module owns its tables. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    extra: { max: Number(process.env.DB_POOL_SIZE || 20) },
  };
}

/** For the TypeORM CLI (migration:generate / migration:run). */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL || 'postgres://postgres:password@localhost:54329/app'));
