import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';

/** Runs pending migrations under an advisory lock, so instances starting together migrate once. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const ds = new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: 2 } });
  await ds.initialize();
  try {
    const runner = ds.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SELECT pg_advisory_lock(727001)`);
      const done = await ds.runMigrations({ transaction: 'each' });
      return done.map((m) => m.name);
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(727001)`);
      await runner.release();
    }
  } finally {
    await ds.destroy();
  }
}
