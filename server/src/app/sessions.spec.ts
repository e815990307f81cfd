import { isConnectionError } from '../database/connection-errors';
import { storeError } from './sessions';

describe('storeError', () => {
  it("hides a Unix-socket connect's ENOENT from express-session (which reads that code as 'no session') and keeps it a connection error", () => {
    const gone = Object.assign(new Error('connect ENOENT /tmp/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' });
    const seen = storeError(gone) as { code?: unknown };
    expect(seen.code).not.toBe('ENOENT');
    expect(isConnectionError(seen)).toBe(true);
  });

  it('passes every other error through unchanged', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(storeError(refused)).toBe(refused);
  });
});
