import { bootApp } from './helpers/test-app';
import { describeMoneyUnderConcurrency } from './money-concurrency.suite';

// The same suite runs through PgBouncer in transaction pooling in pgbouncer.int-spec.ts.
describeMoneyUnderConcurrency('money under concurrency (real Postgres, real HTTP)', () => bootApp());
