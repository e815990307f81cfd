import { ConfigError, loadConfig } from './env';

describe('loadConfig: the database connections', () => {
  const pooler = 'postgres://app:secret@pgbouncer:6432/app';
  const direct = 'postgres://app:secret@postgres:5432/app';

  it('pools in session mode with no direct or replica URL by default (today: one URL for everything)', () => {
    expect(loadConfig({ DATABASE_URL: direct })).toMatchObject({ databasePoolMode: 'session', databaseDirectUrl: undefined, readDatabaseUrl: undefined });
  });

  it('takes a transaction pooler with a direct URL, and an optional read replica', () => {
    expect(
      loadConfig({ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: direct, READ_DATABASE_URL: 'postgresql://ro@replica/app' }),
    ).toMatchObject({ databaseUrl: pooler, databasePoolMode: 'transaction', databaseDirectUrl: direct, readDatabaseUrl: 'postgresql://ro@replica/app' });
  });

  it.each([
    [{ DATABASE_URL: pooler, DATABASE_POOL_MODE: 'statement' }, 'Invalid configuration: DATABASE_POOL_MODE must be session or transaction, got "statement"'],
    [
      { DATABASE_URL: pooler, DATABASE_POOL_MODE: 'transaction' },
      'Invalid configuration: DATABASE_DIRECT_URL is required when DATABASE_POOL_MODE is transaction (a connection to Postgres itself, past the pooler)',
    ],
    [
      { DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: direct },
      'Invalid configuration: DATABASE_POOL_MODE transaction needs DATABASE_URL (the pooler); the embedded Postgres has none',
    ],
    [{ DATABASE_URL: direct, DATABASE_DIRECT_URL: 'mysql://db/app' }, 'Invalid configuration: DATABASE_DIRECT_URL must start with postgres: or postgresql:'],
    [{ DATABASE_URL: direct, READ_DATABASE_URL: 'replica' }, 'Invalid configuration: READ_DATABASE_URL is not a valid URL'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
