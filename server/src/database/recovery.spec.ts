import { DatabaseRecovery } from './recovery';

describe('DatabaseRecovery (what liveness reads)', () => {
  it('recovers by itself while the database is away for less than the grace period', () => {
    const recovery = new DatabaseRecovery();
    expect(recovery.unrecoverable(10_000, 0)).toBeUndefined();
    recovery.unreachable(1_000);
    recovery.unreachable(5_000); // the outage started at the first failure
    expect(recovery.unrecoverable(10_000, 11_000)).toBeUndefined();
    expect(recovery.unrecoverable(10_000, 11_001)).toBe('the database has been unreachable for 10 s');
    recovery.reachable();
    expect(recovery.unrecoverable(10_000, 60_000)).toBeUndefined();
  });

  it('cannot recover while the embedded Postgres restart has given up, until it succeeds', () => {
    const recovery = new DatabaseRecovery();
    recovery.embeddedGaveUp = 'the embedded Postgres could not be restarted for 30 s (41 attempts, last: FATAL: x)';
    expect(recovery.unrecoverable(120_000, 0)).toMatch(/could not be restarted/);
    recovery.reachable(); // the database answers again
    expect(recovery.unrecoverable(120_000, 0)).toBeUndefined();
  });
});
