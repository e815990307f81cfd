import { splitWith } from './mail-queue.service';

// pg-boss's own insert statement (what MailQueue.statementWithJobs joins behind a caller's statement).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plans = require('pg-boss/src/plans') as { insertJobs(schema: string): string };

describe('splitWith', () => {
  it("splits pg-boss's job insert into its CTE list and its INSERT", () => {
    const parts = splitWith(plans.insertJobs('pgboss'));
    expect(parts).not.toBeNull();
    expect(parts!.ctes).toMatch(/^defaults as \(/);
    expect(parts!.ctes).toMatch(/\)$/);
    expect(parts!.main).toMatch(/^INSERT INTO pgboss\.job \(/);
    expect(parts!.main).toMatch(/ON CONFLICT DO NOTHING$/);
  });

  it('keeps several CTEs, parentheses inside quotes and nested parentheses', () => {
    expect(splitWith(`WITH a AS (SELECT '(' AS x), b AS (SELECT (1 + (2)) AS "y)") UPDATE t SET n = 1`)).toEqual({
      ctes: `a AS (SELECT '(' AS x), b AS (SELECT (1 + (2)) AS "y)")`,
      main: 'UPDATE t SET n = 1',
    });
  });

  it('answers null for any other shape', () => {
    expect(splitWith('INSERT INTO t VALUES (1)')).toBeNull();
    expect(splitWith('WITH a AS (SELECT 1')).toBeNull();
    expect(splitWith('WITH a AS (SELECT 1)')).toBeNull();
    expect(splitWith('WITH RECURSIVE a AS (SELECT 1) SELECT 1')).toBeNull();
  });
});
