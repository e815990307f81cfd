import type { FactoryProvider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ShutdownHooks } from '../common/shutdown-hooks';
import { APP_CONFIG, AppConfig } from '../config/env';
import { dataSourceOptions } from './data-source';

/**
 * Where history, statements and dashboards read (`@Inject(READ_DB) db: DataSource`): the replica of
 * READ_DATABASE_URL, or the primary when none is set. What may read here and what must not is the
 * staleness rule of docs/operations.md: a list of what happened may lag by the replica's replay
 * delay; a money movement, a balance shown right after one and anything read under a lock read the
 * primary (the DataSource TypeORM injects).
 */
export const READ_DB = Symbol('READ_DB');

export const readReplicaProvider: FactoryProvider<DataSource> = {
  provide: READ_DB,
  inject: [APP_CONFIG, DataSource, ShutdownHooks],
  useFactory: async (config: AppConfig, primary: DataSource, hooks: ShutdownHooks) => {
    if (!config.readDatabaseUrl) return primary;
    const replica = new DataSource({ ...dataSourceOptions(config.readDatabaseUrl, config.databasePoolMode), migrations: [] });
    await replica.initialize();
    hooks.add(() => replica.destroy());
    return replica;
  },
};
